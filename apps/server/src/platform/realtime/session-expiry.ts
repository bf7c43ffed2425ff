import type { FastifyBaseLogger } from 'fastify';
import { contained } from '../contained';

/** setTimeout's longest delay (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** When the session could not be read (database down), look again after this long. */
const RETRY_MS = 60_000;

type Watched = { id: string; expiresAt: Date };

/**
 * Closes a socket when its session expires. At the expiry it reads the session again: using the
 * site refreshes a session (Better Auth moves its expiry on), and then the watch moves on with it;
 * a session that is gone or past its expiry ends the socket. Returns a function that stops the watch.
 */
export function watchSessionExpiry(
  session: Watched,
  options: {
    currentExpiry: (sessionId: string) => Promise<Date | null>;
    onExpired: () => void;
    log: FastifyBaseLogger;
  },
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const arm = (at: Date) => {
    if (stopped) return;
    timer = setTimeout(
      checkContained,
      Math.min(MAX_TIMER_MS, Math.max(0, at.getTime() - Date.now())),
    );
    timer.unref();
  };
  async function check() {
    let expiresAt: Date | null;
    try {
      expiresAt = await options.currentExpiry(session.id);
    } catch (error) {
      options.log.error({ err: error }, 'could not read a socket’s session; checking again soon');
      return arm(new Date(Date.now() + RETRY_MS));
    }
    if (stopped) return;
    if (expiresAt && expiresAt.getTime() > Date.now()) return arm(expiresAt);
    options.onExpired();
  }
  // A timer's callback: what `check` throws is logged here, never left to end the process.
  const checkContained = contained(options.log, 'session expiry check failed', check);
  arm(session.expiresAt);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
