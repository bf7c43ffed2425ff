import type { FastifyInstance } from 'fastify';
import { serviceDeps } from '../../platform/deps';
import { startDailyJob } from '../../platform/jobs/daily-job';
import { sendDueReminders } from './send-due';

/** Often enough that an hour-before reminder is at most this late. */
const REMINDER_CHECK_MS = 5 * 60 * 1000;

/** Looks for due reminders every few minutes; one instance at a time. */
export function startReminderJob(app: FastifyInstance) {
  const deps = serviceDeps(app.deps, app.log);
  const reminders = startDailyJob({
    db: deps.db,
    log: app.log,
    name: 'reminders',
    firstRunMs: 30_000,
    intervalMs: REMINDER_CHECK_MS,
    leaseMinutes: 10,
    task: async (stopping) => {
      const sent = await sendDueReminders(deps, new Date(), stopping);
      if (sent > 0) app.log.info({ sent }, 'reminders: sent');
    },
  });
  app.addHook('onClose', () => reminders.stop()); // before the database closes
}
