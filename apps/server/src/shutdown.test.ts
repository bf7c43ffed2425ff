import { connect } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { REALTIME_CLOSE } from '@lexbridge/shared/schemas/realtime-close';
import { STOP_TIMEOUT_MS } from './platform/shutdown';
import { finished, freePort, startScript, waitForOutput } from './test/spawn';

/** A request whose body arrives in two parts: in flight from the first until the second is sent. */
function slowRequest(port: number, origin: string) {
  const body = JSON.stringify({ name: 'Slow Sam', email: 'sam@example.com' });
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.write(
    `POST /api/chat/conversations HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  return { finish: () => socket.write(body.slice(10)), ended };
}

// The real entry point, stopped as systemd stops it (embedded database).
describe('stopping the server with SIGTERM', { timeout: 120_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-stop-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('finishes the request in flight, tells sockets to reconnect (1012) and exits 0 in time', async () => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: publicUrl };
    const server = startScript('src/main.ts', [], env);
    const exited = finished(server);
    try {
      await waitForOutput(server, 'Lexbridge is running at');
      const started = await fetch(`${publicUrl}/api/chat/conversations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicUrl },
        body: JSON.stringify({ name: 'Ann', email: 'ann@example.com' }),
      });
      expect(started.status).toBe(201);
      const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
        headers: { origin: publicUrl, cookie },
      });
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const inFlight = slowRequest(port, publicUrl);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the server has its headers

      const signalledAt = Date.now();
      server.kill('SIGTERM');
      expect(await closed).toBe(REALTIME_CLOSE.serviceRestart);
      await new Promise((resolve) => setTimeout(resolve, 300));
      inFlight.finish();
      const answer = await inFlight.ended;
      expect(answer).toMatch(/^HTTP\/1\.1 201 /);
      expect(answer).toContain('"status":"active"');

      const result = await exited;
      expect(result.code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(STOP_TIMEOUT_MS);
      expect(result.stdout).toContain('SIGTERM received: shutting down');
      expect(result.stdout).toContain('shut down cleanly');
      // A new connection is refused once stopping began: nothing listens on the port any more.
      await expect(fetch(`${publicUrl}/api/health`)).rejects.toThrow();
    } finally {
      server.kill('SIGKILL');
    }
  });
});
