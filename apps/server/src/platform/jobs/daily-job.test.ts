import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { jobLeases } from '../../db/schema/index';
import { useTestApp } from '../../test/suite';
import { startDailyJob } from './daily-job';
import { claimLease, releaseLease } from './lease';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('daily jobs', () => {
  const t = useTestApp();

  it('lets one claimant hold a lease until it is given back or runs out', async () => {
    const first = await claimLease(t.db, 'lease-test', 30);
    expect(first).not.toBeNull();
    expect(await claimLease(t.db, 'lease-test', 30)).toBeNull();
    await releaseLease(t.db, first!);
    const second = await claimLease(t.db, 'lease-test', 30);
    expect(second).not.toBeNull();
    // A claim nobody gave back (its instance crashed) is free once its time is up ...
    await t.db.update(jobLeases).set({ lockedUntil: sql`now() - interval '1 second'` });
    const third = await claimLease(t.db, 'lease-test', 30);
    expect(third).not.toBeNull();
    // ... and the late release of the crashed holder does not free the new holder's claim.
    await releaseLease(t.db, second!);
    expect(await claimLease(t.db, 'lease-test', 30)).toBeNull();
    await releaseLease(t.db, third!);
  });

  it('runs one at a time across instances sharing the database', async () => {
    let runs = 0;
    const task = async () => {
      runs += 1;
      await sleep(50);
    };
    const options = { db: t.db, log, name: 'shared-job', task, firstRunMs: 60_000 };
    const a = startDailyJob(options);
    const b = startDailyJob(options);
    await Promise.all([a.runNow(), b.runNow(), a.runNow()]);
    expect(runs).toBe(1);
    await a.runNow(); // once the lease is given back, the next turn runs
    expect(runs).toBe(2);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('runs shortly after start and then at each interval, and stops cleanly', async () => {
    const started: number[] = [];
    let finished = 0;
    const job = startDailyJob({
      db: t.db,
      log,
      name: 'timed-job',
      firstRunMs: 20,
      intervalMs: 40,
      task: async (stopping) => {
        started.push(Date.now());
        while (!stopping() && Date.now() - started.at(-1)! < 30) await sleep(5);
        finished += 1;
      },
    });
    await sleep(200);
    expect(started.length).toBeGreaterThanOrEqual(2);
    await job.stop(); // waits for a run under way, which sees `stopping` and ends early
    const count = started.length;
    expect(finished).toBe(count);
    await sleep(120);
    expect(started).toHaveLength(count);
    await job.runNow();
    expect(started).toHaveLength(count);
  });

  it('logs a failed run and tries again at the next turn', async () => {
    let calls = 0;
    const errors: string[] = [];
    const recorder = pino(
      { level: 'error' },
      { write: (line: string) => void errors.push(JSON.parse(line).msg) },
    );
    const job = startDailyJob({
      db: t.db,
      log: recorder,
      name: 'failing-job',
      firstRunMs: 60_000,
      task: async () => {
        calls += 1;
        throw new Error('disk full');
      },
    });
    await job.runNow();
    await job.runNow(); // the failed run gave its lease back
    expect(calls).toBe(2);
    expect(errors).toEqual([
      'failing-job: the job failed; it runs again at its next turn',
      'failing-job: the job failed; it runs again at its next turn',
    ]);
    await job.stop();
  });
});
