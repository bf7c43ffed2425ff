import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { users } from '../db/schema/index';
import { buildTestApp } from '../test/app';
import { signIn, signUp } from '../test/auth-client';
import { runScript } from '../test/spawn';

// Each case starts real processes (tsx compiles on start), which is slow on a loaded machine.
describe('npm run admin', { timeout: 120_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-cli-'));
  const env = { DATA_DIR: dataDir };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates an administrator with the password from stdin, and never overwrites one', async () => {
    const created = await runScript(
      'src/cli/admin.ts',
      ['create', '--email', 'Owner@KCLaw.test', '--name', ' Maria Georgiou '],
      env,
      'piped-password-1\n',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Administrator owner@kclaw.test created.');

    const again = await runScript(
      'src/cli/admin.ts',
      ['create', '--email', 'owner@kclaw.test', '--name', 'Someone Else'],
      { ...env, ADMIN_PASSWORD: 'other-password-2' },
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already an administrator. Its password was left unchanged.');

    const short = await runScript(
      'src/cli/admin.ts',
      ['create', '--email', 'b@kclaw.test', '--name', 'B'],
      env,
      'short\n',
    );
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password must be at least 8 characters.');

    const t = await buildTestApp({ database: await openPglite(dataDir) });
    try {
      expect((await signIn(t.app, 'owner@kclaw.test', 'piped-password-1')).statusCode).toBe(200);
      expect((await signIn(t.app, 'owner@kclaw.test', 'other-password-2')).statusCode).toBe(401);
      expect((await signIn(t.app, 'b@kclaw.test', 'short')).statusCode).toBe(401);
      const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@kclaw.test'));
      expect(owner).toMatchObject({ name: 'Maria Georgiou', nameChosen: true });
      await signUp(t.app, 'clerk@kclaw.test');
    } finally {
      await t.close();
    }

    const unproven = await runScript(
      'src/cli/admin.ts',
      ['grant', '--email', 'clerk@kclaw.test'],
      env,
    );
    expect(unproven.code).toBe(1);
    expect(unproven.stderr).toContain(
      'clerk@kclaw.test has not confirmed their e-mail address yet',
    );

    // Once the owner has proved the address, the operator may make them an administrator.
    const proven = await buildTestApp({ database: await openPglite(dataDir) });
    try {
      await proven.db
        .update(users)
        .set({ emailVerified: true })
        .where(eq(users.email, 'clerk@kclaw.test'));
    } finally {
      await proven.close();
    }
    const grant = await runScript(
      'src/cli/admin.ts',
      ['grant', '--email', 'clerk@kclaw.test', '--name', 'Andreas Pavlou'],
      env,
    );
    expect(grant.code).toBe(0);
    expect(grant.stdout).toContain('clerk@kclaw.test is now an administrator.');
    const granted = await buildTestApp({ database: await openPglite(dataDir) });
    try {
      const [clerk] = await granted.db
        .select()
        .from(users)
        .where(eq(users.email, 'clerk@kclaw.test'));
      expect(clerk).toMatchObject({ name: 'Andreas Pavlou', nameChosen: true });
    } finally {
      await granted.close();
    }
  });

  it('explains its usage when the command, address or name is wrong', async () => {
    const run = await runScript('src/cli/admin.ts', ['create', '--email', 'nope'], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Enter a valid e-mail address.');
    expect(run.stderr).toContain('npm run admin -- create --email <address> --name "<name>"');
    // A new administrator signs their replies from the first one: the name is asked for.
    const unnamed = await runScript('src/cli/admin.ts', ['create', '--email', 'c@kclaw.test'], {
      ...env,
      ADMIN_PASSWORD: 'long-enough-1',
    });
    expect(unnamed.code).toBe(1);
    expect(unnamed.stderr).toContain('Enter the name clients will see beside the replies.');
    const long = await runScript(
      'src/cli/admin.ts',
      ['create', '--email', 'c@kclaw.test', '--name', 'M'.repeat(81)],
      { ...env, ADMIN_PASSWORD: 'long-enough-1' },
    );
    expect(long.stderr).toContain('The name can be at most 80 characters.');
  });
});
