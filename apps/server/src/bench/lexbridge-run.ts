import { WebSocket } from 'ws';
import { ADMIN_CONVERSATIONS_TOPIC, conversationTopic } from '@lexbridge/shared/schemas/chat';
import { createBenchDatabase } from './bench-database';
import { createHttpClient } from './http-client';
import type { Meter, Side } from './meter';
import { inBatches } from './pace';
import { startServerProcess } from './server-process';

const ORIGIN = 'http://bench.lexbridge.local';
const MAX_IN_FLIGHT = 256;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-1' };

/**
 * The real path, with the server in its own process (as `npm start` runs it): each message is a
 * REST POST (visitor-token check, ownership, rate limit, one statement that inserts and NOTIFYs,
 * the firm mail throttle), delivered over /api/realtime to the visitor's socket and the admin's
 * socket. On a throwaway database (see createBenchDatabase), dropped by `close`.
 */
export async function startLexbridge(
  conversations: number,
  meter: Meter,
  options: { port: number; nodeArgs?: string[] },
) {
  const database = await createBenchDatabase();
  // TRUST_PROXY=1 (as behind one proxy) lets each simulated visitor come from its own address.
  const server = await startServerProcess(
    {
      ...database.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      ALLOW_NO_SMTP: 'true',
      PUBLIC_URL: ORIGIN,
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_MFA: 'optional',
    },
    { nodeArgs: options.nodeArgs },
  ).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const base = server.url;
  const http = createHttpClient(base, MAX_IN_FLIGHT);
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!signIn.ok) throw new Error(`admin sign-in failed: ${await signIn.text()}`);
  const adminCookie = cookieOf(signIn);

  const record = (side: Side) => (data: unknown) => {
    const text = String(data);
    if (!text.includes('"message"')) return;
    const frame = JSON.parse(text) as { event?: { message?: { content: string } } };
    if (frame.event?.message) meter.delivered(side, frame.event.message.content);
  };
  // Each visitor's socket from its own address: the server caps sockets per address.
  const subscribe = (cookie: string, topic: string, side: Side, ip = '127.0.0.1') =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, {
        headers: { origin: ORIGIN, cookie, 'x-forwarded-for': ip },
      });
      const onMessage = record(side);
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', topic })));
      socket.on('message', (data) => {
        if (String(data).includes('"subscribed"')) resolve(socket);
        else onMessage(data);
      });
    });

  const adminSocket = await subscribe(adminCookie, ADMIN_CONVERSATIONS_TOPIC, 'admin');
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
    const socket = await subscribe(cookie, conversationTopic(id), 'visitor', ip);
    return { id, ip, socket, headers: { origin: ORIGIN, cookie, 'x-forwarded-for': ip } };
  });

  let inFlight = 0;
  const counts = { failed: 0, skipped: 0 };
  return {
    pid: server.pid,
    rss: () => server.rss(),
    counts,
    inFlight: () => inFlight,
    send(i: number, content: string) {
      // A saturated server is reported as skipped sends rather than an ever-growing queue.
      if (inFlight >= MAX_IN_FLIGHT) return void (counts.skipped += 1);
      inFlight += 1;
      const { id, headers } = visitors[i]!;
      meter.sent(content);
      http
        .post(`/api/chat/conversations/${id}/messages`, headers, JSON.stringify({ content }))
        .then(
          (status) => status !== 201 && (counts.failed += 1),
          () => (counts.failed += 1),
        )
        .finally(() => (inFlight -= 1));
    },
    async close() {
      for (const { socket } of visitors) socket.terminate();
      adminSocket.terminate();
      http.close();
      await server.stop();
      await database.drop();
    },
  };
}
