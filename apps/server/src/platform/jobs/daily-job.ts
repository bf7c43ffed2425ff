import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimLease, releaseLease } from './lease';

export const DAY_MS = 24 * 60 * 60 * 1000;

export type DailyJobOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** Names the job's lease and its log lines. */
  name: string;
  /** The work; it should return soon once `stopping()` is true (the server is closing). */
  task: (stopping: () => boolean) => Promise<void>;
  /** First run this long after start (default 1 minute: not in the way of starting up). */
  firstRunMs?: number;
  /** Then once every this long (default 24 hours). */
  intervalMs?: number;
  /** Longer than a run can take; a crashed run's claim is free again after it. */
  leaseMinutes?: number;
};

export type DailyJob = {
  /** Runs the job now unless it is already running here; resolves when that run is over. */
  runNow(): Promise<void>;
  /** No more runs; waits for the one under way (call it before the database closes). */
  stop(): Promise<void>;
};

/**
 * A job that runs shortly after start and then every day. When several instances share the
 * database, a lease in the database lets one of them run it at a time; the others skip that
 * turn. A failed run is logged and the next turn tries again. The timers do not keep the process
 * alive, and `stop` ends the schedule cleanly.
 */
export function startDailyJob(options: DailyJobOptions): DailyJob {
  const { db, log, name, task } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let interval: NodeJS.Timeout | undefined;

  async function runOnce() {
    try {
      const lease = await claimLease(db, name, options.leaseMinutes ?? 30);
      if (!lease) {
        log.info(`${name}: another instance is running this job; skipped`);
        return;
      }
      try {
        await task(() => stopped);
      } finally {
        await releaseLease(db, lease);
      }
    } catch (error) {
      log.error({ err: error }, `${name}: the job failed; it runs again at its next turn`);
    }
  }

  function runNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= runOnce().finally(() => (running = null));
    return running;
  }

  const first = setTimeout(() => {
    void runNow();
    interval = setInterval(() => void runNow(), options.intervalMs ?? DAY_MS);
    interval.unref();
  }, options.firstRunMs ?? 60_000);
  first.unref();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
