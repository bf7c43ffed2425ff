import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { serviceDeps } from '../../platform/deps';
import { practiceAreaTitles } from '../matters';
import { buildExport, type BuildDeps } from './build';

/** What a build needs, from the app. */
export const buildDepsOf = (app: FastifyInstance): BuildDeps => ({
  ...serviceDeps(app.deps, app.log),
  areaTitles: practiceAreaTitles(app),
});

type Builds = { stopping: boolean; running: Set<Promise<unknown>> };
// Per app (its dependencies are one object shared by every plugin scope of it).
const buildsOf = new WeakMap<AppDeps, Builds>();

function builds(deps: AppDeps): Builds {
  let found = buildsOf.get(deps);
  if (!found) {
    found = { stopping: false, running: new Set() };
    buildsOf.set(deps, found);
  }
  return found;
}

/** Whether this app is closing: builds hand their export back instead of going on. */
export const closing = (deps: AppDeps) => () => builds(deps).stopping;

/**
 * Starts building an export in the background of this instance; the answer does not wait for it.
 * Should this instance stop first, the sweep job of any instance takes the build over.
 */
export function startBuild(app: FastifyInstance, exportId: string) {
  const tracked = builds(app.deps);
  if (tracked.stopping) return;
  const run: Promise<unknown> = buildExport(buildDepsOf(app), exportId, closing(app.deps))
    .catch((error: unknown) =>
      app.log.error({ err: error, exportId }, 'data export could not start'),
    )
    .finally(() => tracked.running.delete(run));
  tracked.running.add(run);
}

/** On close: the builds under way hand their exports back, and are waited for. */
export async function stopBuilds(deps: AppDeps) {
  const tracked = builds(deps);
  tracked.stopping = true;
  await Promise.all(tracked.running);
}
