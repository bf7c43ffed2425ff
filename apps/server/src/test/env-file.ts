import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The names an env file assigns, in its order (lines `NAME=...`). */
export function namesIn(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);
}

/**
 * What a shell holds after `set -a; . FILE; set +a`, the way .env.example says to load it, started
 * from an empty environment: every variable bash then exports, and what bash said on stderr.
 */
export function sourceInBash(file: string) {
  const run = spawnSync('bash', ['-c', 'set -a; . "$1"; set +a; env -0', 'bash', file], {
    env: {},
    encoding: 'utf8',
    // A shell whose input is a socket or pipe may read ~/.bashrc as if remote: no input at all.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exported = Object.fromEntries(
    run.stdout
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
  return { exported, stderr: run.stderr, status: run.status };
}
