import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { me, signIn } from '../test/auth-client';
import { signUpAndConfirm } from '../test/mailed-links';
import { openPglite } from './client';

// Always on PGlite: this is about the embedded database's files surviving a restart.
describe('restart on the same DATA_DIR', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-restart-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps accounts and sessions', async () => {
    const first = await buildTestApp({ database: await openPglite(dir) });
    const cookie = await signUpAndConfirm(first, 'kept@example.com', 'correct-horse-1');
    await first.close();

    const second = await buildTestApp({ database: await openPglite(dir) });
    try {
      expect((await me(second.app, cookie)).json().user.email).toBe('kept@example.com');
      expect((await signIn(second.app, 'kept@example.com', 'correct-horse-1')).statusCode).toBe(
        200,
      );
    } finally {
      await second.close();
    }
  });
});
