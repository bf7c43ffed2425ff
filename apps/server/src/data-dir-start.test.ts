import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from './server-root';
import { finished, freePort, runScript, startScript, waitForOutput } from './test/spawn';

/**
 * A relative DATA_DIR that apps/server resolves to `legacy` (as npm scripts used to) and the
 * folder npm was started from (INIT_CWD) resolves to a folder under `root`: INIT_CWD sits as deep
 * under `root` as the path climbs out of apps/server.
 */
function relativeDataDir(legacy: string, root: string) {
  const relative = path.relative(serverRoot, legacy);
  const climbs = relative.split(path.sep).filter((part) => part === '..').length;
  const startedFrom = path.join(root, 'started', ...Array<string>(climbs).fill('d'));
  return {
    DATA_DIR: relative,
    INIT_CWD: startedFrom,
    dataDir: path.resolve(startedFrom, relative),
  };
}

describe(
  'an install whose data sits where DATA_DIR used to mean (apps/server/data)',
  { timeout: 120_000 },
  () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-started-'));
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    it('npm start moves it to the folder npm was started from, and npm run admin finds it there', async () => {
      const legacy = path.join(root, 'old-install', 'data');
      const admin = ['create', '--email', 'partner@example.com', '--name', 'Maria Georgiou'];
      const password = { ADMIN_PASSWORD: 'a long enough password' };
      const made = await runScript('src/cli/admin.ts', admin, { DATA_DIR: legacy, ...password });
      expect(made.stderr).toBe('');

      const { dataDir, ...env } = relativeDataDir(legacy, root);
      expect(dataDir.startsWith(root) && dataDir !== legacy).toBe(true);
      const port = String(await freePort());
      const server = startScript('src/main.ts', [], { ...env, PORT: port, HOST: '127.0.0.1' });
      const exited = finished(server);
      let log;
      try {
        log = await waitForOutput(server, 'Lexbridge is running at');
      } finally {
        server.kill('SIGINT');
      }
      expect((await exited).code).toBe(0);
      expect(log).toContain(`Moved the data directory from ${legacy} to ${dataDir}`);
      expect(log).toContain(`Data: embedded PostgreSQL (PGlite) in ${path.join(dataDir, 'pg')}`);
      expect(log).not.toContain('/setup?token='); // not an empty database: its administrator is there
      // No banner: stdout is no terminal here. (The log itself may say "Data directory": it names
      // the files it made private at the start.)
      expect(log).not.toContain('Stop it with Ctrl+C.');
      expect(fs.existsSync(legacy)).toBe(false);

      const again = await runScript('src/cli/admin.ts', admin, { ...env, ...password });
      expect(again.stderr).toContain('partner@example.com is already an administrator');
    });
  },
);
