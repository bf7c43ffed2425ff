import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * How long a stop may take before the process exits anyway (code 1). Long enough for a request in
 * flight and a mail being handed to the SMTP server, short enough for a restart; systemd's
 * TimeoutStopSec (deploy/lexbridge.service) is longer, so the process ends on its own terms.
 */
export const STOP_TIMEOUT_MS = 15_000;

type Exit = (code: number) => void;

/**
 * SIGTERM (systemd, a container runtime) and SIGINT (Ctrl+C) stop the server gracefully, once:
 * `stop` runs (main.ts: the app closes, which stops accepting, tells sockets to reconnect with
 * 1012, finishes requests in flight and drains the mail worker; then the database closes). Exit
 * code 0 when it finished, 1 when it failed or outlasted `timeoutMs`. A second signal while
 * stopping is left to Node's default (it ends the process at once).
 */
export function stopOnSignals(options: {
  log: FastifyBaseLogger;
  stop: () => Promise<void>;
  timeoutMs?: number;
  exit?: Exit;
}) {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return; // SIGTERM then SIGINT: one stop
    stopping = true;
    void stopGracefully(signal, options);
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}

export async function stopGracefully(
  signal: string,
  options: { log: FastifyBaseLogger; stop: () => Promise<void>; timeoutMs?: number; exit?: Exit },
) {
  const { log, stop, timeoutMs = STOP_TIMEOUT_MS, exit = (code) => process.exit(code) } = options;
  log.info(`${signal} received: shutting down`);
  const force = setTimeout(() => {
    log.error(`shutdown took longer than ${timeoutMs / 1000} s: exiting anyway`);
    exit(1);
  }, timeoutMs);
  force.unref();
  try {
    await stop();
    log.info('shut down cleanly');
    exit(0);
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    exit(1);
  } finally {
    clearTimeout(force);
  }
}

/**
 * Closes the app (preClose: sockets told to reconnect; then no new connection, requests in flight
 * answered, onClose hooks). Node closes the keep-alive connections idle when closing starts; one
 * that goes idle later (its last request answered) would hold the close until its keep-alive
 * timeout, so idle ones are closed every 100 ms until the app is closed.
 */
export async function closeApp(app: FastifyInstance) {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
