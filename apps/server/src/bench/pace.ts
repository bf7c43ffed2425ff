/**
 * Calls `send(n)` for n = 0, 1, 2, ... at `rate` calls a second, evenly spread, for `seconds`.
 * Resolves when the last send has been started.
 */
export function paceSends(rate: number, seconds: number, send: (n: number) => void) {
  const total = Math.round(rate * seconds);
  const started = performance.now();
  let next = 0;
  return new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
      for (; next < due; next += 1) send(next);
      if (next >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function inBatches<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let cursor = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (cursor < items.length) {
        const index = cursor++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}

export const waitUntil = async (done: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
};
