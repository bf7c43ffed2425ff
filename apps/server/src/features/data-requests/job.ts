import type { FastifyInstance } from 'fastify';
import { startDailyJob } from '../../platform/jobs/daily-job';
import { buildDepsOf, closing, stopBuilds } from './start-build';
import { sweepExports } from './sweep';

/** Often enough that an export whose instance stopped is resumed within a few minutes. */
const SWEEP_MS = 60_000;

/**
 * Resumes abandoned exports and removes spent files; one instance at a time. On close, the builds
 * under way here (the job's and the requests') hand their exports back before the database closes.
 */
export function startDataExportJob(app: FastifyInstance) {
  const appClosing = closing(app.deps);
  const job = startDailyJob({
    db: app.deps.db,
    log: app.log,
    name: 'data-exports',
    firstRunMs: 20_000,
    intervalMs: SWEEP_MS,
    leaseMinutes: 30,
    task: async (stopping) => {
      const built = await sweepExports(buildDepsOf(app), () => stopping() || appClosing());
      if (built > 0) app.log.info({ built }, 'data exports: resumed');
    },
  });
  app.addHook('onClose', async () => {
    await stopBuilds(app.deps);
    await job.stop();
  });
}
