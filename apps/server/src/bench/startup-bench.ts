import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverRoot } from '../server-root';
import { freePort } from '../test/spawn';
import { createBenchDatabase } from './bench-database';
import { startServerProcess } from './server-process';

/**
 * npm run bench:startup [-- --runs 3]
 * Starts the compiled server (node dist/main.js, as npm start runs it) on a new database, then
 * again on the same one, and prints the milliseconds from spawning the process to the first 200
 * of /api/health (polled every 50 ms) and of the home page right after, and the CPU time the
 * server used until then (what the start costs on an idle machine). PGlite by default; with
 * DATABASE_URL a throwaway database on that server, dropped at the end. Goal: under 3,000 ms.
 */
const GOAL_MS = 3_000;
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 10) {
  console.error('--runs must be a whole number from 1 to 10.');
  process.exit(1);
}
if (!fs.existsSync(path.join(serverRoot, 'dist', 'main.js'))) {
  console.error('No compiled server (apps/server/dist/main.js): run `npm run build` first.');
  process.exit(1);
}

type Start = { health: number; home: number; homeStatus: number; cpu: number };

/**
 * CPU time the process has used, in ms (Linux: /proc/PID/stat utime + stime, in clock ticks of
 * 10 ms). On a busy machine the wall-clock figures grow with the wait for a core; this does not.
 */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function timeStart(env: Record<string, string>): Promise<Start> {
  const port = String(await freePort());
  const startedAt = performance.now();
  const server = await startServerProcess({ ...env, PORT: port, HOST: '127.0.0.1' });
  const health = performance.now() - startedAt;
  try {
    const response = await fetch(`${server.url}/`);
    await response.arrayBuffer();
    const home = performance.now() - startedAt;
    return { health, home, homeStatus: response.status, cpu: cpuMsOf(server.pid) };
  } finally {
    await server.stop();
  }
}

const label = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `Start-up benchmark: node dist/main.js on ${label}, ${runs} run(s) (Node ${process.version})`,
);
const results: { fresh: Start; existing: Start }[] = [];
for (let run = 1; run <= runs; run++) {
  const database = await createBenchDatabase();
  try {
    const fresh = await timeStart(database.env);
    const existing = await timeStart(database.env);
    results.push({ fresh, existing });
    const show = (s: Start) =>
      `health ${Math.round(s.health)} ms, home page ${Math.round(s.home)} ms (${s.homeStatus}; ${s.cpu} ms CPU)`;
    console.log(`run ${run}: new database: ${show(fresh)}; existing: ${show(existing)}`);
  } finally {
    await database.drop();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const kind of ['fresh', 'existing'] as const) {
  const health = median(results.map((r) => r[kind].health));
  const home = median(results.map((r) => r[kind].home));
  const cpu = median(results.map((r) => r[kind].cpu));
  console.log(
    `${kind === 'fresh' ? 'new database' : 'existing database'}: median first 200 ${Math.round(health)} ms (/api/health), ${Math.round(home)} ms (/), ${cpu} ms of CPU: goal ${GOAL_MS} ms ${home <= GOAL_MS ? 'met' : 'NOT met'}`,
  );
}
process.exit(0);
