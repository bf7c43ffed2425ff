/** Told how long each database query took, in seconds (for /metrics). */
export type QueryObserver = (seconds: number) => void;

type Query = (...args: unknown[]) => unknown;

/**
 * Replaces `owner.query` (pg's Client and PGlite's, and a PGlite transaction's: each driver's
 * public way to run a statement) by one that reports each call's duration to `observe`. pg's
 * query takes a callback (what pg's Pool passes) or returns a promise; both are timed, and the
 * result, error or callback are passed on untouched.
 */
export function timeQueries(owner: object, observe: QueryObserver) {
  const target = owner as { query: Query };
  const query = target.query;
  target.query = function timedQuery(this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const done = () => observe((performance.now() - started) / 1000);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = function (this: unknown, ...results: unknown[]) {
        done();
        return (callback as Query).apply(this, results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}
