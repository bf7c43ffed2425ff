import { freePort } from '../test/spawn';
import { createBenchDatabase } from './bench-database';
import { applyLoad } from './memory-load';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * npm run bench:memory [-- --conversations 50]
 * Resident memory (RSS) of a server process, as npm start runs it (dist/main.js when built):
 * idle after starting on a new database, idle after starting again on the same one, right after a
 * load (pages, API calls, an administrator's lists, chats) and idle again 15 s later. PGlite by
 * default; with DATABASE_URL a throwaway database on that server, dropped at the end. Goal: an
 * idle server under 300 MB.
 */
const GOAL_MB = 300;
const IDLE_MS = 5_000;
const conversations = Number(process.argv[process.argv.indexOf('--conversations') + 1]) || 50;
const admin = { email: 'bench-admin@example.com', password: 'bench-password-1' };
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const database = await createBenchDatabase();
console.log(
  `Memory benchmark on ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} (Node ${process.version}); goal: idle under ${GOAL_MB} MB`,
);
const rows: [string, number][] = [];
const record = (label: string, server: ServerProcess) => {
  const rss = mb(server.rss());
  rows.push([label, rss]);
  console.log(`${label.padEnd(44)} ${String(rss).padStart(5)} MB`);
};

let server: ServerProcess | undefined;
try {
  const port = await freePort();
  const env = {
    ...database.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: '1',
    ADMIN_MFA: 'optional',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  server = await startServerProcess(env);
  await sleep(IDLE_MS);
  record('idle after start, new database', server);
  await server.stop();

  server = await startServerProcess(env);
  await sleep(IDLE_MS);
  record('idle after start, existing database', server);
  const startedAt = performance.now();
  const counts = await applyLoad(server.url, admin, conversations);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  record(`after load (${counts.requests} requests in ${seconds} s)`, server);
  if (counts.failed > 0) console.log(`  ${counts.failed} requests failed`);
  await sleep(3 * IDLE_MS);
  record(`idle ${(3 * IDLE_MS) / 1000} s after the load`, server);
} finally {
  await server?.stop();
  await database.drop();
}
const idle = rows.filter(([label]) => label.startsWith('idle')).map(([, rss]) => rss);
console.log(
  `Largest idle: ${Math.max(...idle)} MB: goal ${Math.max(...idle) < GOAL_MB ? 'met' : 'NOT met'}`,
);
process.exit(0);
