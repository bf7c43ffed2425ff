import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { ADMIN_CONVERSATIONS_TOPIC, conversationTopic } from '@lexbridge/shared/schemas/chat';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../test/database';
import { createAdminAccount } from '../features/auth/admin-accounts';
import { inBatches, paceSends, waitUntil } from './pace';
import type { RunResult } from './stats';

const ORIGIN = 'http://bench.lexbridge.local';
const MAX_IN_FLIGHT = 256;

/**
 * The real path: each message is a REST POST (session/visitor-token check, rate limits, one
 * transaction, NOTIFY after commit, firm mail throttle), delivered over /api/realtime to the
 * visitor's socket and the admin's socket. Embedded PostgreSQL (PGlite) in this process, or with
 * DATABASE_URL a throwaway database on that server, dropped at the end.
 */
export async function runLexbridge(conversations: number, seconds: number): Promise<RunResult[]> {
  const database = await createTestDatabase();
  // TRUST_PROXY=1 (as behind one proxy) lets each simulated visitor come from its own address.
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: ORIGIN,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
  });
  const app = await buildApp({ config, database, logger: false, webDistDir: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

  await createAdminAccount(database.db, {
    email: 'bench-admin@example.com',
    password: 'bench-password-1',
  });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-admin@example.com', password: 'bench-password-1' }),
  });
  const adminCookie = cookieOf(signIn);

  const startedAt = new Map<string, number>();
  const visitor: RunResult = {
    label: 'Lexbridge: visitor sockets',
    sent: 0,
    delivered: 0,
    seconds,
    latencies: [],
  };
  const admin: RunResult = {
    label: 'Lexbridge: admin socket',
    sent: 0,
    delivered: 0,
    seconds,
    latencies: [],
  };
  const record = (result: RunResult) => (data: unknown) => {
    const frame = JSON.parse(String(data)) as {
      type: string;
      event?: { kind: string; message?: { content: string } };
    };
    const start = frame.event?.message && startedAt.get(frame.event.message.content);
    if (!start) return;
    result.delivered += 1;
    result.latencies.push(performance.now() - start);
  };
  // Each visitor's socket from its own address: the server caps sockets per address.
  const subscribe = (
    cookie: string,
    topic: string,
    onMessage: (data: unknown) => void,
    ip = '127.0.0.1',
  ) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, {
        headers: { origin: ORIGIN, cookie, 'x-forwarded-for': ip },
      });
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', topic })));
      socket.on('message', (data) => {
        if (String(data).includes('"subscribed"')) resolve(socket);
        else onMessage(data);
      });
    });

  const adminSocket = await subscribe(adminCookie, ADMIN_CONVERSATIONS_TOPIC, record(admin));
  const visitors = await inBatches([...Array(conversations).keys()], 20, async (i) => {
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const response = await fetch(`${base}/api/chat/conversations`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ name: `Visitor ${i}`, email: `visitor${i}@example.com` }),
    });
    if (response.status !== 201) throw new Error(`start failed: ${await response.text()}`);
    const { id } = (await response.json()) as { id: string };
    const cookie = cookieOf(response);
    const socket = await subscribe(cookie, conversationTopic(id), record(visitor), ip);
    return { id, cookie, ip, socket };
  });

  let failed = 0;
  let skipped = 0;
  let inFlight = 0;
  const measureFrom = performance.now();
  await paceSends(conversations, seconds, (i, k) => {
    // A saturated server is reported as skipped sends rather than an ever-growing queue.
    if (inFlight >= MAX_IN_FLIGHT) return void (skipped += 1);
    inFlight += 1;
    const { id, cookie, ip } = visitors[i]!;
    const content = `bench ${i}:${k}`;
    startedAt.set(content, performance.now());
    visitor.sent += 1;
    admin.sent += 1;
    fetch(`${base}/api/chat/conversations/${id}/messages`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        cookie,
        'x-forwarded-for': ip,
      },
      body: JSON.stringify({ content }),
    })
      .then((response) => {
        if (response.status !== 201) failed += 1;
        return response.arrayBuffer();
      })
      .catch(() => (failed += 1))
      .finally(() => (inFlight -= 1));
  });
  await waitUntil(() => visitor.delivered >= visitor.sent && admin.delivered >= admin.sent, 10_000);
  const elapsed = (performance.now() - measureFrom) / 1000;
  visitor.seconds = admin.seconds = elapsed;
  await waitUntil(() => inFlight === 0, 10_000);
  if (failed > 0) console.log(`Lexbridge: ${failed} POSTs failed`);
  if (skipped > 0)
    console.log(
      `Lexbridge: ${skipped} sends skipped while ${MAX_IN_FLIGHT} requests were in flight (server saturated)`,
    );

  for (const { socket } of visitors) socket.terminate();
  adminSocket.terminate();
  await app.close();
  await database.close();
  return [visitor, admin];
}
