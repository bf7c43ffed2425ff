import type { FastifyBaseLogger } from 'fastify';

/**
 * Wraps an event handler (socket, timer, event emitter) so that what it throws, or the promise it
 * returns rejects with, is logged as `what` instead of escaping into the event loop, where it would
 * end the process: one visitor's bad frame or one socket closing mid-send is that socket's problem,
 * never every visitor's.
 */
export function contained<Args extends unknown[]>(
  log: FastifyBaseLogger,
  what: string,
  handler: (...args: Args) => unknown,
): (...args: Args) => void {
  const report = (error: unknown) => log.error({ err: error }, what);
  return (...args) => {
    try {
      const result = handler(...args);
      if (result instanceof Promise) result.catch(report);
    } catch (error) {
      report(error);
    }
  };
}
