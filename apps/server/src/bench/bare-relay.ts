import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { inBatches, paceSends, waitUntil } from './pace';
import type { RunResult } from './stats';

/**
 * The baseline: a bare `ws` relay with no database, no auth and no HTTP. Each visitor socket
 * sends its message over the socket; the relay forwards it to that conversation's socket and the
 * admin socket.
 */
export async function runBareRelay(conversations: number, seconds: number): Promise<RunResult[]> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  const rooms = new Map<string, WebSocket>();
  let admin: WebSocket | null = null;
  server.on('connection', (socket, request) => {
    const room = new URL(request.url ?? '/', 'http://x').searchParams.get('room') ?? '';
    if (room === 'admin') admin = socket;
    else rooms.set(room, socket);
    socket.on('message', (data) => {
      const text = String(data);
      rooms.get(room)?.send(text);
      admin?.send(text);
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const url = (room: string) => `ws://127.0.0.1:${port}/?room=${room}`;

  const startedAt = new Map<string, number>();
  const visitor: RunResult = {
    label: 'bare ws relay: visitor sockets',
    sent: 0,
    delivered: 0,
    seconds,
    latencies: [],
  };
  const adminResult: RunResult = {
    label: 'bare ws relay: admin socket',
    sent: 0,
    delivered: 0,
    seconds,
    latencies: [],
  };
  const record = (result: RunResult) => (data: unknown) => {
    const start = startedAt.get(String(data));
    if (start === undefined) return;
    result.delivered += 1;
    result.latencies.push(performance.now() - start);
  };

  const open = (room: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(url(room));
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  const adminSocket = await open('admin');
  adminSocket.on('message', record(adminResult));
  const sockets = await inBatches([...Array(conversations).keys()], 50, async (i) => {
    const socket = await open(String(i));
    socket.on('message', record(visitor));
    return socket;
  });

  const measureFrom = performance.now();
  await paceSends(conversations, seconds, (i, k) => {
    const id = `${i}:${k}`;
    startedAt.set(id, performance.now());
    visitor.sent += 1;
    adminResult.sent += 1;
    sockets[i]!.send(id);
  });
  await waitUntil(
    () => visitor.delivered >= visitor.sent && adminResult.delivered >= adminResult.sent,
    10_000,
  );
  const elapsed = (performance.now() - measureFrom) / 1000;
  visitor.seconds = adminResult.seconds = elapsed;

  for (const socket of [...sockets, adminSocket]) socket.terminate();
  await new Promise((resolve) => server.close(resolve));
  return [visitor, adminResult];
}
