import type { FastifyInstance } from 'fastify';
import { startDailyJob } from '../../platform/jobs/daily-job';
import { runRetention } from './retention';

/** Deletes archived chats and outbox mail past the firm's retention settings, daily. */
export function startRetentionJob(app: FastifyInstance) {
  const { db } = app.deps;
  const retention = startDailyJob({
    db,
    log: app.log,
    name: 'retention',
    task: async (stopping) => void (await runRetention({ db, log: app.log }, stopping)),
  });
  app.addHook('onClose', () => retention.stop()); // before the database closes
}
