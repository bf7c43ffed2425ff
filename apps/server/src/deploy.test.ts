import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { STOP_TIMEOUT_MS } from './platform/shutdown';
import { serverRoot } from './server-root';

// What deploy/ ships must agree with itself and with the server (systemd-analyze verifies the
// unit's syntax: deploy/verify-unit.sh, run by CI).
const deployDir = path.join(serverRoot, '..', '..', 'deploy');
const read = (name: string) => fs.readFileSync(path.join(deployDir, name), 'utf8');
const unit = read('lexbridge.service');
const directive = (name: string) =>
  [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1]);

/** The env file as a shell that sources it sees it (systemd reads the same lines). */
function sourcedEnvFile() {
  const printed = execFileSync(
    'bash',
    [
      '-c',
      'set -a; . "$1"; node -e "process.stdout.write(JSON.stringify(process.env))"',
      '_',
    ].concat(path.join(deployDir, 'lexbridge.env.example')),
    { env: { PATH: process.env.PATH } },
  );
  return JSON.parse(String(printed)) as Record<string, string>;
}

describe('deploy/', () => {
  it('the env file is a valid production configuration behind Caddy on this machine', () => {
    const env = sourcedEnvFile();
    const config = loadConfig(env);
    expect(config.nodeEnv).toBe('production');
    expect(config.mailFrom).toBe('KC Law <no-reply@example.com>'); // sourced whole, spaces and all
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toEqual(['loopback']);
    expect(config.publicUrl).toMatch(/^https:\/\//);
    // Caddy forwards to the port the server listens on, for the name PUBLIC_URL gives.
    const caddyfile = read('Caddyfile');
    expect(caddyfile).toContain(`reverse_proxy ${config.host}:${config.port} {`);
    expect(caddyfile).toContain(`${new URL(config.publicUrl).host} {`);
    // The unit makes exactly that data directory writable.
    expect(directive('ReadWritePaths')).toEqual([config.dataDir]);
    expect(directive('StateDirectory').map((name) => `/var/lib/${name}`)).toEqual([config.dataDir]);
  });

  it('the unit restarts on failure, runs as its own user with the system read-only, and outwaits the graceful stop', () => {
    expect(directive('Restart')).toEqual(['on-failure']);
    expect(directive('User')).toEqual(['lexbridge']);
    expect(directive('NoNewPrivileges')).toEqual(['yes']);
    expect(directive('ProtectSystem')).toEqual(['strict']);
    expect(Number(directive('LimitNOFILE')[0])).toBeGreaterThanOrEqual(65536);
    expect(directive('EnvironmentFile')).toEqual(['/etc/lexbridge/lexbridge.env']);
    expect(directive('KillSignal')).toEqual(['SIGTERM']);
    const stopSeconds = Number(directive('TimeoutStopSec')[0]!.replace(/s$/, ''));
    expect(stopSeconds * 1000).toBeGreaterThan(STOP_TIMEOUT_MS);
    // The compiled server (`npm run build` writes apps/server/dist), as the package's start runs it.
    const serverPackage = fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8');
    expect(serverPackage).toContain('"start": "node --max-semi-space-size=2 dist/main.js"');
    expect(directive('WorkingDirectory')[0]).toMatch(/\/apps\/server$/);
    expect(directive('ExecStart')).toEqual(['/usr/bin/node --max-semi-space-size=2 dist/main.js']);
  });
});
