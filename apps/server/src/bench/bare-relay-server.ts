import { WebSocketServer, type WebSocket } from 'ws';

/**
 * The baseline server, run as its own process (node --import tsx bare-relay-server.ts PORT): a
 * bare `ws` relay with no database, no auth and no HTTP. A message from a conversation's socket
 * goes to that conversation's socket and to the admin socket.
 */
const server = new WebSocketServer({ port: Number(process.argv[2]), host: '127.0.0.1' });
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
server.once('listening', () => process.send?.('listening'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
