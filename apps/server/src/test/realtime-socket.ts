import type { FastifyInstance } from 'fastify';
import { WebSocket as WebSocketClient, type WebSocket } from 'ws';
import type { RealtimeServerFrame } from '@lexbridge/shared/schemas/chat';
import { TEST_PUBLIC_URL } from './app';

export type TestSocket = {
  socket: WebSocket;
  frames: RealtimeServerFrame[];
  /** Sends a subscribe and waits for the answer (subscribed or error). */
  subscribe(topic: string): Promise<RealtimeServerFrame>;
  /** Waits until a frame matching `match` has arrived. */
  next(
    match: (frame: RealtimeServerFrame) => boolean,
    timeoutMs?: number,
  ): Promise<RealtimeServerFrame>;
  /** Settles when the server (or the test) closes the socket, with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
};

let lastAddress = 0;
/** A different client address per socket unless a test says otherwise (sockets are capped per address). */
const nextAddress = () => `10.200.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

export async function openSocket(
  app: FastifyInstance,
  cookie?: string,
  origin = TEST_PUBLIC_URL,
  remoteAddress = nextAddress(),
): Promise<TestSocket> {
  await app.ready(); // injectWS does not boot the app the way inject does
  let closed!: TestSocket['closed'];
  const socket = await app.injectWS(
    '/api/realtime',
    {
      headers: { origin, ...(cookie ? { cookie } : {}) },
      // injectWS hands Fastify a bare request: this is where request.ip comes from.
      socket: { remoteAddress },
    } as Parameters<FastifyInstance['injectWS']>[1],
    {
      // Listening from the start: a socket over a cap is closed as soon as it opens.
      onInit: (ws) =>
        (closed = new Promise((resolve) =>
          ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
        )),
    },
  );
  return wrapSocket(socket, closed);
}

/** Collects a client socket's frames and answers the questions tests ask of them. */
export function wrapSocket(socket: WebSocket, closed: TestSocket['closed']): TestSocket {
  const frames: RealtimeServerFrame[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as RealtimeServerFrame);
    for (const wake of waiters) wake();
  });
  const next: TestSocket['next'] = (match, timeoutMs = 3000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = frames.find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching frame; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  return {
    socket,
    frames,
    next,
    subscribe(topic) {
      socket.send(JSON.stringify({ type: 'subscribe', topic }));
      return next(
        (frame) => (frame.type === 'subscribed' || frame.type === 'error') && frame.topic === topic,
      );
    },
    closed,
    close: () => socket.terminate(),
  };
}

/**
 * A socket over real TCP to a listening app (`address` is host:port), as a browser opens it:
 * frames pass through the network stack and ws's parser exactly as an attacker's would.
 */
export async function openNetworkSocket(
  address: string,
  cookie: string,
  origin = TEST_PUBLIC_URL,
): Promise<TestSocket> {
  const socket = new WebSocketClient(`ws://${address}/api/realtime`, {
    headers: { origin, cookie },
  });
  const closed: TestSocket['closed'] = new Promise((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.on('error', () => {}); // a socket the server drops reports it through `closed`
  return wrapSocket(socket, closed);
}
