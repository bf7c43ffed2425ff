import type { FastifyInstance } from 'fastify';
import { serviceDeps } from '../../platform/deps';
import { practiceAreaTitles } from '../matters';
import { buildExport, type BuildDeps } from './build';

/** What a build needs, from the app. */
export const buildDepsOf = (app: FastifyInstance): BuildDeps => ({
  ...serviceDeps(app.deps, app.log),
  areaTitles: practiceAreaTitles(app),
});

/**
 * Starts building an export in the background of this instance; the answer does not wait for it.
 * Should this instance stop first, the sweep job of any instance takes the build over.
 */
export function startBuild(app: FastifyInstance, exportId: string) {
  setImmediate(() => {
    buildExport(buildDepsOf(app), exportId).catch((error: unknown) =>
      app.log.error({ err: error, exportId }, 'data export could not start'),
    );
  });
}
