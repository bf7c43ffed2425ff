import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { finished, freePort, runScript, startScript, waitForOutput } from './test/spawn';

// The real entry point, as `npm start` runs it (embedded database).
describe('server process', { timeout: 120_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-main-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('logs where the data lives and the setup link; a second process on the same DATA_DIR exits at once', async () => {
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1' };
    const first = startScript('src/main.ts', [], env);
    const exited = finished(first);
    try {
      const log = await waitForOutput(first, 'Lexbridge is running at');
      expect(log).toContain(`Data: embedded PostgreSQL (PGlite) in ${path.join(dataDir, 'pg')}`);
      expect(log).toMatch(/\/setup\?token=[\w-]{20,}/);

      const second = await runScript('src/main.ts', [], { ...env, PORT: String(await freePort()) });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`is already using the data directory ${dataDir}`);
    } finally {
      first.kill('SIGINT');
    }
    const result = await exited;
    expect(result.code).toBe(0); // graceful shutdown closed the database
    expect(result.stdout).toContain('SIGINT received: shutting down');
    expect(fs.existsSync(path.join(dataDir, 'lexbridge.lock'))).toBe(false);
  });

  it('keeps the data directory private: what it creates is 0700/0600, and looser files are tightened with a log line', async () => {
    const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-private-'));
    try {
      // A data directory as an older version (or a copy) left it: readable by every local user.
      fs.chmodSync(privateDir, 0o755);
      fs.mkdirSync(path.join(privateDir, 'uploads', 'documents'), { recursive: true, mode: 0o755 });
      fs.writeFileSync(path.join(privateDir, 'uploads', 'documents', 'brief.pdf'), 'x', {
        mode: 0o644,
      });
      fs.writeFileSync(path.join(privateDir, 'notes.txt'), 'x', { mode: 0o666 });
      fs.writeFileSync(path.join(privateDir, 'mine.txt'), 'x', { mode: 0o400 });
      const env = { DATA_DIR: privateDir, PORT: String(await freePort()), HOST: '127.0.0.1' };
      const server = startScript('src/main.ts', [], env);
      const exited = finished(server);
      let log;
      try {
        log = await waitForOutput(server, 'Lexbridge is running at');
      } finally {
        server.kill('SIGINT');
      }
      expect((await exited).code).toBe(0);
      expect(log).toContain(
        `Data directory ${privateDir}: took group and others' access off 3 folders and 2 files`,
      );
      const loose: string[] = [];
      const visit = (target: string) => {
        const stat = fs.lstatSync(target);
        if ((stat.mode & 0o077) !== 0) loose.push(`${target} ${(stat.mode & 0o777).toString(8)}`);
        if (stat.isDirectory())
          for (const name of fs.readdirSync(target)) visit(path.join(target, name));
      };
      visit(privateDir);
      expect(loose).toEqual([]); // the new pg folder and key file included
      expect(fs.readdirSync(path.join(privateDir, 'pg')).length).toBeGreaterThan(5);
      expect(fs.existsSync(path.join(privateDir, 'encryption.key'))).toBe(true);
      // Tightened, not set: the owner's own rights are what they were.
      expect(fs.statSync(path.join(privateDir, 'mine.txt')).mode & 0o777).toBe(0o400);
    } finally {
      fs.rmSync(privateDir, { recursive: true, force: true });
    }
  });

  it('in production, refuses to start without SMTP_URL unless ALLOW_NO_SMTP=true, and then says what it costs', async () => {
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', HOST: '127.0.0.1' };
    const refused = await runScript('src/main.ts', [], { ...production, PORT: '1' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('SMTP_URL is not set: in production the site needs mail');
    expect(refused.stderr).toContain('ALLOW_NO_SMTP=true');

    const env = { ...production, ALLOW_NO_SMTP: 'true', PORT: String(await freePort()) };
    const started = startScript('src/main.ts', [], env);
    const exited = finished(started);
    try {
      const log = await waitForOutput(started, 'Lexbridge is running at');
      expect(log).toContain(
        'Mail: OFF (production without SMTP_URL, allowed by ALLOW_NO_SMTP=true)',
      );
      expect(log).toContain('Nobody can prove an address');
    } finally {
      started.kill('SIGINT');
    }
    expect((await exited).code).toBe(0);
  });

  it('refuses to start with a bad setting and says which', async () => {
    const run = await runScript('src/main.ts', [], { DATA_DIR: dataDir, PORT: 'eighty' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('PORT must be a number.');
  });
});
