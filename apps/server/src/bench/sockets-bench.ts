/**
 * npm run bench:sockets [-- --sockets 10000 --accounts 2000 --hold 10]
 * One server, started as its own process, holds SOCKETS idle signed-in WebSocket connections: client
 * accounts (sessions seeded straight into a throwaway database) with up to 5 sockets each from an
 * address of their own, each socket following its portal and its message list, as an open portal
 * tab does. The caps per account (5) and per address (20) stay as they are. Prints the server's
 * resident memory before and after, the memory per socket, and whether 10,000 fit in 1 GiB.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { WebSocket } from 'ws';
import { clientTopic } from '@lexbridge/shared/schemas/client-topic';
import { clientThreadsTopic } from '@lexbridge/shared/schemas/messages';
import { MAX_SOCKETS_PER_IDENTITY } from '../platform/realtime/limits';
import { createBenchDatabase } from './bench-database';
import { freePort } from './free-port';
import { ensureOpenFileLimit } from './open-file-limit';
import { inBatches } from './pace';
import { BENCH_ORIGIN, openRealtime } from './realtime-client';
import { seedSignedInAccounts } from './seed-sessions';
import { startServerProcess, type ServerProcess } from './server-process';

const GOAL_SOCKETS = 10_000;
const GOAL_BYTES = 1024 ** 3;
const MiB = 1024 ** 2;

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: String(GOAL_SOCKETS) },
    accounts: { type: 'string', default: '2000' },
    hold: { type: 'string', default: '10' },
  },
});
const sockets = Number(values.sockets);
const accounts = Number(values.accounts);
const holdSeconds = Number(values.hold);
if (![sockets, accounts, holdSeconds].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--sockets, --accounts and --hold must be positive whole numbers.');
  process.exit(1);
}
if (sockets > accounts * MAX_SOCKETS_PER_IDENTITY) {
  console.error(
    `${accounts} accounts hold at most ${accounts * MAX_SOCKETS_PER_IDENTITY} sockets.`,
  );
  process.exit(1);
}
ensureOpenFileLimit(sockets + 1_000);

const database = await createBenchDatabase();
const secret = randomBytes(32).toString('base64url');
console.log(
  `Sockets benchmark: ${sockets} idle signed-in sockets from ${accounts} client accounts on one server, ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} (Node ${process.version})`,
);
const open: WebSocket[] = [];
let server: ServerProcess | undefined;
try {
  const seeding = await database.open();
  const seeded = await seedSignedInAccounts(seeding.db, { count: accounts, secret });
  await seeding.close();
  server = await startServerProcess({
    ...database.env,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    ALLOW_NO_SMTP: 'true',
    PUBLIC_URL: BENCH_ORIGIN,
    AUTH_SECRET: secret,
    TRUST_PROXY: '1',
  });
  const check = await fetch(`${server.url}/api/me`, { headers: { cookie: seeded[0]!.cookie } });
  if (check.status !== 200) throw new Error(`a seeded session was refused (${check.status})`);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const before = server.rss();
  console.log(
    `Server idle (signed-in request answered): ${(before / MiB).toFixed(0)} MiB resident`,
  );

  const startedAt = performance.now();
  // Each account from its own address opens its sockets one after another, as a person opens
  // tabs (a session looked up moments ago may still be cached); 50 accounts at a time.
  await inBatches([...Array(accounts).keys()], 50, async (account) => {
    const { userId, cookie } = seeded[account]!;
    const ip = `10.${(account >> 16) & 255}.${(account >> 8) & 255}.${account & 255}`;
    const topics = [clientTopic(userId), clientThreadsTopic(userId)];
    const count = Math.floor(sockets / accounts) + (account < sockets % accounts ? 1 : 0);
    for (let tab = 0; tab < count; tab += 1) {
      open.push((await openRealtime(server!.url, { cookie, ip, topics })).socket);
      if (open.length % 1_000 === 0) console.log(`  ${open.length} sockets open`);
    }
  });
  const openSeconds = (performance.now() - startedAt) / 1000;
  console.log(
    `${open.length} sockets open and subscribed in ${openSeconds.toFixed(1)} s; idle for ${holdSeconds} s`,
  );
  await new Promise((resolve) => setTimeout(resolve, holdSeconds * 1000));
  const after = server.rss();
  const stillOpen = open.filter((socket) => socket.readyState === socket.OPEN).length;
  const perSocket = (after - before) / open.length;
  console.log(`Sockets still open after ${holdSeconds} s idle: ${stillOpen} of ${open.length}`);
  // Browsers offer permessage-deflate (so does this client); compression contexts per socket
  // would cost far more memory than the socket itself, so the server must decline it.
  const deflate = open.some((socket) => socket.extensions.includes('permessage-deflate'));
  console.log(`permessage-deflate: ${deflate ? 'ON (negotiated by the server)' : 'declined'}`);
  console.log(
    `Server resident memory: ${(before / MiB).toFixed(0)} MiB idle -> ${(after / MiB).toFixed(0)} MiB with ${open.length} sockets (+${((after - before) / MiB).toFixed(0)} MiB, ${(perSocket / 1024).toFixed(1)} KiB per socket)`,
  );
  const projected = before + perSocket * GOAL_SOCKETS;
  const met = projected <= GOAL_BYTES && stillOpen === open.length;
  console.log(
    `Goal: ${GOAL_SOCKETS} idle signed-in sockets within 1 GiB resident: ${met ? 'met' : 'NOT met'} (${open.length === GOAL_SOCKETS ? 'measured' : 'projected'}: ${(projected / MiB).toFixed(0)} MiB)`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  for (const socket of open) socket.terminate();
  await server?.stop();
  await database.drop();
}
process.exit();
