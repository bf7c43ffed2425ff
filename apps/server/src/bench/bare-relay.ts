import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import type { Meter } from './meter';
import { inBatches } from './pace';

const entry = fileURLToPath(new URL('./bare-relay-server.ts', import.meta.url));

/**
 * The baseline: a bare `ws` relay in its own process (no database, no auth, no HTTP). Each
 * conversation's socket sends its message over the socket; the relay forwards it to that socket
 * and to the admin socket.
 */
export async function startBareRelay(conversations: number, meter: Meter, port: number) {
  const child = fork(entry, [String(port)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the relay exited with ${code}`)));
  });
  const open = (room: string, side: 'visitor' | 'admin') =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/?room=${room}`);
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
      socket.on('message', (data) => meter.delivered(side, String(data)));
    });
  const admin = await open('admin', 'admin');
  const sockets = await inBatches([...Array(conversations).keys()], 50, (i) =>
    open(String(i), 'visitor'),
  );
  return {
    pid: child.pid!,
    send(i: number, content: string) {
      meter.sent(content);
      sockets[i]!.send(content);
    },
    async close() {
      for (const socket of [...sockets, admin]) socket.terminate();
      child.kill('SIGTERM');
      await exited;
    },
  };
}
