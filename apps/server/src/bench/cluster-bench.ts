/**
 * npm run bench:cluster [-- --sockets 1000 --rate 200 --seconds 10 --servers 2]
 * Two servers (--servers 1 gives the single-server figure to compare with), each its own process,
 * on one throwaway PostgreSQL database (DATABASE_URL's server, or
 * postgres://postgres@127.0.0.1:5432/postgres), behind a round-robin TCP proxy: every new
 * connection goes to the next server, WebSocket upgrades included, as behind a load balancer
 * without sticky sessions. SOCKETS sockets through the proxy (10 administrators following the
 * chat list, the rest visitors following their own conversation); visitors POST RATE messages a
 * second for SECONDS, each over its own kept-alive connection through the proxy (as browsers do),
 * so either server takes them. Every message must reach its visitor's socket and every admin
 * socket, wherever they are, once. Prints the rate, latency percentiles (also split by "same
 * server as the POST" or not), and the lost and duplicated deliveries; exits 1 if any.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { WebSocket } from 'ws';
import { ADMIN_CONVERSATIONS_TOPIC, conversationTopic } from '@lexbridge/shared/schemas/chat';
import { startTcpProxy } from '../test/tcp-proxy';
import { createBenchDatabase, DEFAULT_POSTGRES_URL } from './bench-database';
import { createDeliveryLedger, type Receiver } from './delivery-ledger';
import { freePort } from './free-port';
import { createKeepAliveClient } from './keep-alive-client';
import { ensureOpenFileLimit } from './open-file-limit';
import { inBatches, paceSends, waitUntil } from './pace';
import { BENCH_ORIGIN, openRealtime, type RealtimeFrame } from './realtime-client';
import { seedSignedInAccounts } from './seed-sessions';
import { startServerProcess, type ServerProcess } from './server-process';
import { printTable, summarise } from './stats';

const ADMINS = 10;
const MAX_IN_FLIGHT = 256;

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    servers: { type: 'string', default: '2' },
  },
});
const [sockets, rate, seconds, SERVERS] = [
  values.sockets,
  values.rate,
  values.seconds,
  values.servers,
].map(Number) as [number, number, number, number];
if (
  ![sockets, rate, seconds, SERVERS].every((n) => Number.isInteger(n) && n > 0) ||
  sockets <= ADMINS
) {
  console.error(
    `--rate, --seconds and --servers must be positive whole numbers, --sockets above ${ADMINS}.`,
  );
  process.exit(1);
}
// This process holds each connection's two ends at the proxy besides its own: a socket each, and
// a kept-alive connection per visitor.
ensureOpenFileLimit(6 * sockets + 1_000);

const database = await createBenchDatabase(process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL);
const secret = randomBytes(32).toString('base64url');
console.log(
  `Cluster benchmark: ${SERVERS} server${SERVERS === 1 ? '' : 's'} on one PostgreSQL database behind a round-robin proxy; ${sockets} sockets (${ADMINS} admins, ${sockets - ADMINS} visitors); ${rate} messages/s for ${seconds} s (Node ${process.version})`,
);

const servers: ServerProcess[] = [];
const open: WebSocket[] = [];
const serverOf = new Map<number, number>(); // client port at the proxy -> server index
const ledger = createDeliveryLedger((port) => serverOf.get(port) ?? -1);
let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
const clients: ReturnType<typeof createKeepAliveClient>[] = [];
try {
  const seeding = await database.open();
  const admins = await seedSignedInAccounts(seeding.db, { count: ADMINS, secret, admin: true });
  await seeding.close();
  // The same AUTH_SECRET and ENCRYPTION_KEY on every instance: a cookie set by one is good on all.
  const shared = {
    ...database.env,
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    ALLOW_NO_SMTP: 'true',
    PUBLIC_URL: BENCH_ORIGIN,
    AUTH_SECRET: secret,
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    TRUST_PROXY: '1',
    ADMIN_MFA: 'optional', // the seeded administrators have no authenticator
  };
  const ports: number[] = [];
  while (ports.length < SERVERS) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  // Started together (as instances of one deployment would be); each that started is stopped at
  // the end even when another failed to.
  const starts = await Promise.allSettled(
    ports.map((port) => startServerProcess({ ...shared, PORT: String(port) })),
  );
  for (const start of starts) if (start.status === 'fulfilled') servers.push(start.value);
  const failedStart = starts.find((start) => start.status === 'rejected');
  if (failedStart) throw failedStart.reason;
  const connections = ports.map(() => 0);
  proxy = await startTcpProxy(
    ports.map((port) => ({ host: '127.0.0.1', port })),
    {
      onConnection(clientPort, server) {
        serverOf.set(clientPort, server);
        connections[server]! += 1;
      },
    },
  );
  const base = `http://${proxy.host}`;

  const onFrame = (receiver: Receiver) => (frame: RealtimeFrame) => {
    const content = (frame.event as { kind?: string; message?: { content?: string } } | undefined)
      ?.message?.content;
    if (frame.type === 'event' && content?.startsWith('cluster-'))
      ledger.delivered(content, receiver);
  };
  const follow = async (cookie: string, ip: string, topic: string) => {
    const receiver: Receiver = { index: open.length, server: -1 };
    const opened = await openRealtime(base, {
      cookie,
      ip,
      topics: [topic],
      onFrame: onFrame(receiver),
    });
    receiver.server = serverOf.get(opened.localPort) ?? -1;
    open.push(opened.socket);
    return receiver;
  };

  const adminReceivers: Receiver[] = [];
  for (const [i, admin] of admins.entries())
    adminReceivers.push(await follow(admin.cookie, `10.255.0.${i}`, ADMIN_CONVERSATIONS_TOPIC));
  const visitors = await inBatches([...Array(sockets - ADMINS).keys()], 20, async (i) => {
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const headers = { origin: BENCH_ORIGIN, 'x-forwarded-for': ip };
    // Each visitor's browser keeps its own connection: the proxy put it on one server or the other.
    const client = createKeepAliveClient(base, 1);
    clients.push(client);
    const started = await client.post(
      '/api/chat/conversations',
      { name: `Visitor ${i}`, email: `visitor${i}@example.com` },
      headers,
    );
    if (started.status !== 201) throw new Error(`starting a conversation failed: ${started.body}`);
    const { id } = JSON.parse(started.body) as { id: string };
    const receiver = await follow(started.cookie, ip, conversationTopic(id));
    return { id, ip, cookie: started.cookie, receiver, client };
  });
  const socketsOn = (server: number) =>
    [...adminReceivers, ...visitors.map((v) => v.receiver)].filter((r) => r.server === server)
      .length;
  console.log(
    `Sockets per server: ${ports.map((_, s) => `server ${s + 1}: ${socketsOn(s)} (${adminReceivers.filter((r) => r.server === s).length} admins)`).join(', ')}`,
  );

  let sent = 0;
  let failed = 0;
  let skipped = 0;
  let inFlight = 0;
  let firstFailure = '';
  const measureFrom = performance.now();
  await paceSends(rate, seconds, () => {
    // A saturated cluster shows as skipped sends, not as an ever-growing queue.
    if (inFlight >= MAX_IN_FLIGHT) return void (skipped += 1);
    const visitor = visitors[sent % visitors.length]!;
    const id = `cluster-${sent}`;
    sent += 1;
    inFlight += 1;
    ledger.sent(id, [visitor.receiver, ...adminReceivers]);
    const fail = (why: string) => {
      failed += 1;
      firstFailure ||= why;
      ledger.failed(id);
    };
    visitor.client
      .post(
        `/api/chat/conversations/${visitor.id}/messages`,
        { content: id },
        { origin: BENCH_ORIGIN, cookie: visitor.cookie, 'x-forwarded-for': visitor.ip },
        (port) => ledger.carriedBy(id, port),
      )
      .then((response) => response.status === 201 || fail(`${response.status} ${response.body}`))
      .catch((error: Error) => fail(error.message))
      .finally(() => (inFlight -= 1));
  });
  const sendingSeconds = (performance.now() - measureFrom) / 1000;
  await waitUntil(() => inFlight === 0 && ledger.outstanding() === 0, 10_000);
  const elapsed = (performance.now() - measureFrom) / 1000;
  const result = ledger.summary(elapsed);

  console.log(
    `Proxy connections per server: ${connections.map((n, s) => `server ${s + 1}: ${n}`).join(', ')}`,
  );
  console.log(
    `Messages: ${sent} sent, ${result.accepted} accepted (${(result.accepted / sendingSeconds).toFixed(0)}/s; ${ports.map((_, s) => `server ${s + 1} took ${result.posts.get(s) ?? 0}`).join(', ')}), ${failed} failed${firstFailure ? ` (first: ${firstFailure.slice(0, 200)})` : ''}, ${skipped} skipped with ${MAX_IN_FLIGHT} in flight`,
  );
  printTable(result.rows.map(summarise));
  console.log(
    `Deliveries: ${result.rows[0]!.delivered} of ${result.rows[0]!.sent} expected; lost ${result.lost}, duplicated ${result.duplicated}${result.unexpected ? `, unexpected ${result.unexpected}` : ''}`,
  );
  const clean = result.lost === 0 && result.duplicated === 0 && failed === 0 && result.accepted > 0;
  console.log(
    clean
      ? 'Nothing lost or duplicated.'
      : 'FAILED: deliveries were lost or duplicated, or POSTs failed.',
  );
  process.exitCode = clean ? 0 : 1;
} finally {
  for (const socket of open) socket.terminate();
  for (const client of clients) client.close();
  await proxy?.close();
  await Promise.all(servers.map((server) => server.stop()));
  await database.drop();
}
process.exit();
