import { WebSocket } from 'ws';

/** The PUBLIC_URL benchmark servers run with; /api/realtime only takes upgrades from its origin. */
export const BENCH_ORIGIN = 'http://bench.lexbridge.local';

/** A frame the server sends on /api/realtime. */
export type RealtimeFrame = { type: string; topic?: string; code?: string; event?: unknown };

/** The Cookie header that carries the cookies a response set. */
export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * Opens /api/realtime at `base` (http://host:port) as `cookie` from address `ip` (the servers run
 * with TRUST_PROXY=1: sockets are capped per address) and subscribes to `topics`. Resolves once
 * every topic is confirmed, to the socket and its local port (a proxy in between can tell from it
 * which server got the connection); rejects when the upgrade or a subscribe is refused. Later
 * frames go to `onFrame`.
 */
export function openRealtime(
  base: string,
  options: {
    cookie: string;
    ip: string;
    topics: string[];
    onFrame?: (frame: RealtimeFrame) => void;
    timeoutMs?: number;
  },
) {
  return new Promise<{ socket: WebSocket; localPort: number }>((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/realtime`, {
      headers: { origin: BENCH_ORIGIN, cookie: options.cookie, 'x-forwarded-for': options.ip },
    });
    const pending = new Set(options.topics);
    let localPort = 0;
    socket.once('upgrade', (response) => (localPort = response.socket.localPort ?? 0));
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.terminate();
      reject(new Error(`realtime socket from ${options.ip}: ${reason}`));
    };
    const timer = setTimeout(() => fail('no answer in time'), options.timeoutMs ?? 30_000);
    // A refused upgrade is an error naming the status ("Unexpected server response: 401").
    socket.on('error', (error) => fail(error.message));
    socket.once('close', (code, reason) => fail(`closed (${code} ${String(reason)})`));
    socket.once('open', () => {
      for (const topic of options.topics) socket.send(JSON.stringify({ type: 'subscribe', topic }));
    });
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as RealtimeFrame;
      if (pending.size === 0) return options.onFrame?.(frame);
      if (frame.type === 'error') return fail(`subscribe refused: ${frame.code} on ${frame.topic}`);
      if (frame.type === 'subscribed' && frame.topic) pending.delete(frame.topic);
      if (pending.size > 0) return;
      settled = true;
      clearTimeout(timer);
      socket.removeAllListeners('close');
      resolve({ socket, localPort }); // from now on an error (a reset at the end of a run) is not a failure
    });
  });
}
