import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import { pendingMigrations } from './migrations-state';

/** A check that does not answer in this time fails (a hung pool must not hang the probe). */
const CHECK_TIMEOUT_MS = 3000;

export type Part = 'database' | 'migrations' | 'mail' | 'realtime';
/** `ok` (or `off`: not configured, nothing to fail), else what is wrong, for the operator. */
export type Readiness = { ready: boolean; checks: Record<Part, string> };

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const failure = (error: unknown) => `failing: ${(error as Error).message ?? String(error)}`;

async function databaseCheck(deps: Pick<AppDeps, 'db'>) {
  try {
    await withinTimeout(deps.db.execute(sql`select 1`));
    return 'ok';
  } catch (error) {
    return failure(error);
  }
}

async function migrationsCheck(deps: Pick<AppDeps, 'db'>) {
  try {
    const pending = await withinTimeout(pendingMigrations(deps.db));
    return pending.length === 0 ? 'ok' : `pending: ${pending.join(', ')}`;
  } catch (error) {
    return failure(error);
  }
}

function mailCheck(deps: Pick<AppDeps, 'mailer'>) {
  const health = deps.mailer.workerHealth();
  if (health.state === 'alive') return 'ok';
  if (!('sinceMs' in health)) return health.state; // off, or stopped
  const seconds = Math.round(health.sinceMs / 1000);
  return health.state === 'stuck'
    ? `stuck: one delivery batch has lasted ${seconds} s`
    : `silent: the worker has not run for ${seconds} s`;
}

function realtimeCheck(deps: Pick<AppDeps, 'realtime'>) {
  const state = deps.realtime.listenerState();
  return state === 'listening' ? 'ok' : state;
}

/**
 * Whether this instance can serve: the database answers, every migration this build ships is
 * applied, the mail worker runs (or mail is off), and realtime notices reach this instance.
 */
export async function checkReadiness(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'realtime'>,
): Promise<Readiness> {
  const [database, migrations] = await Promise.all([databaseCheck(deps), migrationsCheck(deps)]);
  const checks = { database, migrations, mail: mailCheck(deps), realtime: realtimeCheck(deps) };
  const ready = Object.values(checks).every((value) => value === 'ok' || value === 'off');
  return { ready, checks };
}
