import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const webDist = path.join(repoRoot, 'apps/web/dist');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built app (`npm run serve`, after `npm run build`) on a fresh embedded database in a
 * temporary DATA_DIR, on the given port or a free one, and waits until it answers. `stop` ends it
 * and removes the data.
 */
export async function startBuiltApp(options: { port?: number } = {}) {
  if (!fs.existsSync(path.join(webDist, '.vite/manifest.json')))
    throw new Error('The web app is not built: run `npm run build` first.');
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-delivery-'));
  const server = spawn('npm', ['run', 'serve'], {
    cwd: repoRoot,
    detached: true, // its own process group, so stop() ends npm, tsx and node together
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      const ended = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid!, 'SIGTERM');
      await ended;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error('The app stopped before it answered (see its log above).');
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app did not answer on ${baseURL} within 60 s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
