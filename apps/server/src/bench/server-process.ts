import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const compiledEntry = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export type ServerProcess = {
  pid: number;
  url: string;
  /** Resident memory of the server process, in bytes (Linux: /proc/PID/status VmRSS). */
  rss(): number;
  stop(): Promise<void>;
};

/**
 * Starts a Lexbridge server as its own process, as `npm start` would run it: the compiled build
 * when there is one, otherwise the sources through tsx. Benchmarks measure it from outside, so
 * their own sockets and timers never count against its memory or CPU.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { timeoutMs = 60_000, nodeArgs = [] as string[] } = {},
): Promise<ServerProcess> {
  // With the flags npm start gives Node (package.json; see apps/server/scripts/run.mjs).
  const entry = fs.existsSync(compiledEntry)
    ? ['--max-semi-space-size=2', compiledEntry]
    : ['--import', 'tsx', 'src/main.ts'];
  // nodeArgs: options for node itself, e.g. --cpu-prof to profile the server under load.
  const args = [...nodeArgs, ...entry];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pid: child.pid!,
    url,
    rss() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
