import { execSync } from 'node:child_process';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { startBareRelay } from './bare-relay';
import { cpuMeter } from './cpu';
import { startLexbridge } from './lexbridge-run';
import { createMeter, finishPhase } from './meter';
import { paceSends, waitUntil } from './pace';
import { printTable, summarise } from './stats';
import { printGoals, type PhaseSummary } from './chat-goals';

/**
 * npm run bench:chat [-- --conversations 1000 --rate 1000 --seconds 10 --profile DIR]
 * N conversations, each with its visitor's socket, plus one admin socket on the conversation list.
 * Messages are offered at --rate a second (spread over the conversations) for S seconds, then at
 * half that rate for S seconds (latency without saturation). Lexbridge runs as its own process
 * (the server as `npm start` runs it), and so does the bare `ws` relay it is compared with, so the
 * load generator's CPU is never counted against either. --profile writes the server's CPU profile
 * (node --cpu-prof) into DIR. Bounded: per phase S seconds of sending plus at most 10 s to drain.
 */
const { values } = parseArgs({
  options: {
    conversations: { type: 'string', default: process.env.BENCH_CONVERSATIONS ?? '1000' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    rate: { type: 'string' },
    profile: { type: 'string' },
  },
});
const conversations = Number(values.conversations);
const seconds = Number(values.seconds);
const rate = Number(values.rate ?? conversations);
if (![conversations, seconds, rate].every((n) => Number.isInteger(n) && n >= 1)) {
  console.error('--conversations, --seconds and --rate must be positive whole numbers.');
  process.exit(1);
}
const onPostgres = Boolean(process.env.DATABASE_URL);
// This process holds a socket per conversation (plus the HTTP pool); so does each server.
const files = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
const needed = 2 * conversations + 1024;
if (Number.isFinite(files) && files < needed) {
  console.error(
    `Open files limit is ${files}; ${needed} needed. Raise it first: ulimit -n ${needed}`,
  );
  process.exit(1);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

console.log(
  `Chat benchmark: ${conversations} conversations, ${rate} messages/s then ${rate / 2}/s, ${seconds} s each, on ${onPostgres ? 'PostgreSQL' : 'PGlite'} (Node ${process.version})`,
);
const meter = createMeter();
const summaries: PhaseSummary[] = [];

type Target = { pid: number; send(i: number, content: string): void; close(): Promise<void> };
async function measure(name: string, target: Target, settle: () => Promise<void>) {
  for (const [phase, offered] of [
    ['full', rate],
    ['half', rate / 2],
  ] as const) {
    const label = `${name} @ ${offered}/s`;
    const server = cpuMeter(target.pid);
    const bench = cpuMeter(process.pid);
    const started = meter.begin(label, seconds);
    await paceSends(offered, seconds, (n) => target.send(n % conversations, `${label} #${n}`));
    const [visitor, admin] = (await finishPhase(started, seconds)).map(summarise);
    await settle();
    const cpu = { server: server(), bench: bench() };
    summaries.push({ name, phase, offered, visitor: visitor!, admin: admin!, cpu });
  }
}

const lexbridge = await startLexbridge(conversations, meter, {
  port: await freePort(),
  nodeArgs: values.profile ? ['--cpu-prof', '--cpu-prof-dir', values.profile] : [],
});
try {
  await measure('Lexbridge', lexbridge, () => waitUntil(() => lexbridge.inFlight() === 0, 10_000));
  const { failed, skipped } = lexbridge.counts;
  if (failed > 0) console.log(`Lexbridge: ${failed} POSTs failed`);
  if (skipped > 0) console.log(`Lexbridge: ${skipped} sends skipped while 256 were in flight`);
} finally {
  await lexbridge.close();
}
const relay = await startBareRelay(conversations, meter, await freePort());
try {
  await measure('bare ws relay', relay, async () => {});
} finally {
  await relay.close();
}

printTable(summaries.flatMap((s) => [s.visitor, s.admin]));
for (const s of summaries)
  console.log(
    `${s.name} @ ${s.offered}/s: server process ${(100 * s.cpu.server).toFixed(0)}% of a core, load generator ${(100 * s.cpu.bench).toFixed(0)}%`,
  );
printGoals(summaries, onPostgres);
process.exit(0);
