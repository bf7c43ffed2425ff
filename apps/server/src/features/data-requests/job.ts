import type { FastifyInstance } from 'fastify';
import { startDailyJob } from '../../platform/jobs/daily-job';
import { buildDepsOf } from './start-build';
import { sweepExports } from './sweep';

/** Often enough that an export whose instance stopped is resumed within a few minutes. */
const SWEEP_MS = 60_000;

/** Resumes abandoned exports and removes expired ones; one instance at a time. */
export function startDataExportJob(app: FastifyInstance) {
  const job = startDailyJob({
    db: app.deps.db,
    log: app.log,
    name: 'data-exports',
    firstRunMs: 20_000,
    intervalMs: SWEEP_MS,
    leaseMinutes: 30,
    task: async (stopping) => {
      const built = await sweepExports(buildDepsOf(app), stopping);
      if (built > 0) app.log.info({ built }, 'data exports: resumed');
    },
  });
  app.addHook('onClose', () => job.stop());
}
