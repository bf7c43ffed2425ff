import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
// npm workspaces hoist tsx to the repository root.
const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

export type Run = { code: number | null; stdout: string; stderr: string };

/** Runs a server entry point (e.g. 'src/cli/admin.ts') as its own process, as an operator would. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  stdin?: string,
): Promise<Run> {
  const child = startScript(script, args, env);
  if (stdin !== undefined) child.stdin!.end(stdin);
  return finished(child);
}

export function startScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return spawn(tsx, [script, ...args], {
    cwd: serverDir,
    env: { ...inherited, LOG_LEVEL: 'info', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

export function finished(child: ChildProcess): Promise<Run> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** Resolves once the process prints `text` on stdout. */
export function waitForOutput(
  child: ChildProcess,
  text: string,
  timeoutMs = 90_000,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for "${text}"; got:\n${seen}`)),
      timeoutMs,
    );
    child.stdout!.on('data', (chunk) => {
      seen += chunk;
      if (seen.includes(text)) {
        clearTimeout(timer);
        resolve(seen);
      }
    });
  });
}

/** A port nothing listens on right now, so parallel runs never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
