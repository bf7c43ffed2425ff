import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationTopic } from '@lexbridge/shared/schemas/chat';
import { useTestApp } from '../../test/suite';
import { createAnonymousConversation } from '../../test/factories';
import { openNetworkSocket, type TestSocket } from '../../test/realtime-socket';

// Whatever a visitor sends down /api/realtime, over real TCP: the socket answers BAD_FRAME or is
// closed by the protocol's own rules, and the process keeps serving sockets and HTTP.

const t = useTestApp();
let address: string;
let cookie: string;
let topic: string;
const crashes: unknown[] = [];
const record = (error: unknown) => crashes.push(error);

beforeAll(async () => {
  const visitor = await createAnonymousConversation(t);
  cookie = visitor.cookie;
  topic = conversationTopic(visitor.id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  address = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // What escapes a handler would end `npm start`; here it is recorded and fails the test.
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
});
afterAll(async () => {
  process.off('uncaughtException', record);
  process.off('unhandledRejection', record);
});

type Sent = { data: string | Uint8Array; binary: boolean };
const text = (data: string): Sent => ({ data, binary: false });
const describeFrame = (sent: Sent) =>
  sent.binary || typeof sent.data !== 'string'
    ? `${sent.binary ? 'binary' : 'text'} bytes [${Buffer.from(sent.data).toString('hex').slice(0, 200)}]`
    : `text ${JSON.stringify(sent.data.slice(0, 200))} (${sent.data.length} chars)`;

const open = () => openNetworkSocket(address, cookie);
const subscribed = (socket: TestSocket) =>
  socket.next((frame) => frame.type === 'subscribed' && frame.topic === topic);

/**
 * Sends `sent`, then a valid subscribe on the same socket. Answers what the socket said before it
 * subscribed, or the close code when the server closed it (then a new socket must subscribe).
 */
async function sendThenSubscribe(socket: TestSocket, sent: Sent) {
  socket.frames.length = 0;
  socket.socket.send(sent.data, { binary: sent.binary });
  socket.socket.send(JSON.stringify({ type: 'subscribe', topic }));
  const outcome = await Promise.race([
    subscribed(socket).then(() => ({ answers: socket.frames.slice(0, -1), closed: null })),
    socket.closed.then(({ code }) => ({ answers: socket.frames, closed: code })),
  ]);
  if (outcome.closed !== null) {
    const fresh = await open();
    await fresh.subscribe(topic);
    expect(fresh.frames).toContainEqual({ type: 'subscribed', topic });
    fresh.close();
  }
  const health = await fetch(`http://${address}/api/health`);
  expect(health.status).toBe(200);
  return outcome;
}

const badFrame = { type: 'error', code: 'BAD_FRAME', message: 'Unreadable frame.' };

describe('frames that are not a subscribe or unsubscribe', () => {
  const nested = '['.repeat(2000) + ']'.repeat(2000);
  it.each([
    ['null', 'null'],
    ['a number', '1'],
    ['a JSON string', '"x"'],
    ['an array', '[]'],
    ['an empty object', '{}'],
    ['text that is not JSON', 'subscribe me'],
    ['a subscribe without a topic', '{"type":"subscribe"}'],
    ['a topic that is not text', '{"type":"subscribe","topic":{"toString":1}}'],
    ['an unknown type', '{"type":"publish","topic":"admin:conversations"}'],
    ['deeply nested JSON (2,000 levels)', nested],
  ])('%s: answered BAD_FRAME; the same socket still subscribes', async (_name, frame) => {
    const socket = await open();
    const outcome = await sendThenSubscribe(socket, text(frame));
    expect(outcome).toEqual({ answers: [badFrame], closed: null });
    socket.close();
    expect(crashes).toEqual([]);
  });

  it('a binary frame: answered BAD_FRAME; the same socket still subscribes', async () => {
    const socket = await open();
    const frame = Buffer.from(JSON.stringify({ type: 'subscribe', topic }));
    const outcome = await sendThenSubscribe(socket, { data: frame, binary: true });
    expect(outcome).toEqual({ answers: [badFrame], closed: null });
    socket.close();
    expect(crashes).toEqual([]);
  });

  it.each([
    { name: 'text over the 4 KiB cap', sent: text('x'.repeat(5000)), code: 1009 },
    {
      name: 'text that is not UTF-8',
      sent: { data: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), binary: false },
      code: 1007,
    },
  ])('$name: that socket is closed ($code); a new one subscribes', async ({ sent, code }) => {
    const socket = await open();
    const outcome = await sendThenSubscribe(socket, sent);
    expect(outcome.closed).toBe(code);
    expect(crashes).toEqual([]);
  });
});

describe('random and mutated frames (fast-check, seeded)', () => {
  const valid = () => fc.constantFrom('subscribe', 'unsubscribe');
  const frames: fc.Arbitrary<Sent> = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((value) => text(JSON.stringify(value) ?? 'null')),
    fc.string({ unit: 'binary', maxLength: 200 }).map(text),
    // Frames of nearly the right shape: right or wrong type, a topic of any kind, keys missing.
    fc
      .record(
        {
          type: fc.oneof(valid(), fc.jsonValue({ maxDepth: 2 })),
          topic: fc.oneof(
            fc.constant(topic),
            fc.string({ maxLength: 250 }),
            fc.jsonValue({ maxDepth: 2 }),
          ),
          extra: fc.jsonValue({ maxDepth: 2 }),
        },
        { requiredKeys: [] },
      )
      .map((frame) => text(JSON.stringify(frame))),
    fc.uint8Array({ maxLength: 200 }).map((data) => ({ data, binary: true })),
    fc.uint8Array({ maxLength: 200 }).map((data) => ({ data, binary: false })),
    fc.integer({ min: 4000, max: 4200 }).map((length) => text('"'.padEnd(length - 1, 'y') + '"')),
  );

  it('never stop the server; a failure names the frame', { timeout: 60_000 }, async () => {
    let socket = await open();
    try {
      await fc.assert(
        fc.asyncProperty(frames, async (sent) => {
          const outcome = await sendThenSubscribe(socket, sent);
          expect(crashes, `the frame ${describeFrame(sent)} escaped a handler`).toEqual([]);
          if (outcome.closed === null) return;
          // Only ws's own protocol rules close a socket: 1007 not UTF-8, 1009 too big.
          expect([1007, 1009], `the frame ${describeFrame(sent)} closed the socket`).toContain(
            outcome.closed,
          );
          socket = await open();
        }),
        { seed: 26, numRuns: 250, endOnFailure: true },
      );
    } finally {
      socket.close();
    }
  });
});
