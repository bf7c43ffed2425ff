import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { adminSetupTokens, users } from '../../db/schema/index';
import { buildTestApp, testConfig, type TestApp } from '../../test/app';
import { openSecondHandle } from '../../test/database';
import { signIn, signUp } from '../../test/auth-client';
import { signUpAndConfirm } from '../../test/mailed-links';
import { adminExists, countAdmins } from './admin-accounts';
import { bootstrapAdmin } from './bootstrap';

const silent = pino({ level: 'silent' });
const adminEnv = { ADMIN_EMAIL: 'admin@kclaw.test', ADMIN_PASSWORD: 'first-password-1' };

/** The account's name, and whether a person chose it. */
const nameOf = async (t: TestApp, email: string) => {
  const [row] = await t.db
    .select({ name: users.name, nameChosen: users.nameChosen })
    .from(users)
    .where(eq(users.email, email));
  return row;
};

describe('admin bootstrap from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ env: adminEnv });
  });
  afterEach(() => t.close());

  it('creates the administrator, who can sign in', async () => {
    await bootstrapAdmin({ db: t.db, config: t.config, log: silent });
    expect(await countAdmins(t.db)).toBe(1);
    expect((await signIn(t.app, 'admin@kclaw.test', 'first-password-1')).statusCode).toBe(200);
    // No ADMIN_NAME: the administrator has no chosen name yet (replies carry the firm's).
    expect(await nameOf(t, 'admin@kclaw.test')).toEqual({ name: 'admin', nameChosen: false });
  });

  it('names the administrator ADMIN_NAME, and never renames an existing one', async () => {
    const named = testConfig({ ...adminEnv, ADMIN_NAME: ' Maria Georgiou ' });
    await bootstrapAdmin({ db: t.db, config: named, log: silent });
    expect(await nameOf(t, 'admin@kclaw.test')).toEqual({
      name: 'Maria Georgiou',
      nameChosen: true,
    });
    const renamed = testConfig({ ...adminEnv, ADMIN_NAME: 'Someone Else' });
    await bootstrapAdmin({ db: t.db, config: renamed, log: silent });
    expect((await nameOf(t, 'admin@kclaw.test'))?.name).toBe('Maria Georgiou');
    expect(() => testConfig({ ...adminEnv, ADMIN_NAME: 'M'.repeat(81) })).toThrow(
      'ADMIN_NAME must be at most 80 characters.',
    );
  });

  it('never resets an existing administrator password', async () => {
    await bootstrapAdmin({ db: t.db, config: t.config, log: silent });
    const restarted = testConfig({ ...adminEnv, ADMIN_PASSWORD: 'changed-password-2' });
    await bootstrapAdmin({ db: t.db, config: restarted, log: silent });
    expect(await countAdmins(t.db)).toBe(1);
    expect((await signIn(t.app, 'admin@kclaw.test', 'first-password-1')).statusCode).toBe(200);
    expect((await signIn(t.app, 'admin@kclaw.test', 'changed-password-2')).statusCode).toBe(401);
  });

  it('creates it once when several instances start together', async () => {
    const second = await openSecondHandle(t.database);
    try {
      const starts = [t.db, second.db, t.db, second.db].map((db) =>
        bootstrapAdmin({ db, config: t.config, log: silent }),
      );
      await expect(Promise.all(starts)).resolves.toBeDefined();
    } finally {
      await second.close();
    }
    expect(await countAdmins(t.db)).toBe(1);
  });

  it('does not turn an existing client account into an administrator', async () => {
    const open = await buildTestApp(); // no reserved address yet, so the client can sign up
    try {
      await signUpAndConfirm(open, 'admin@kclaw.test', 'client-password-1');
      await bootstrapAdmin({ db: open.db, config: testConfig(adminEnv), log: silent });
      expect(await adminExists(open.db)).toBe(false);
      expect((await signIn(open.app, 'admin@kclaw.test', 'first-password-1')).statusCode).toBe(401);
    } finally {
      await open.close();
    }
  });
});

describe('one-time setup link', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await buildTestApp();
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    await bootstrapAdmin({ db: t.db, config: t.config, log });
    token = /setup\?token=([\w-]+)/.exec(lines.join('\n'))?.[1] ?? '';
  });
  afterEach(() => t.close());

  const status = (value: string) =>
    t.app.inject({ method: 'GET', url: `/api/setup/status?token=${value}` });
  const setup = (body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { name: 'Maria Georgiou', ...body },
    });

  it('is printed in the log while no administrator exists and creates one exactly once', async () => {
    expect(token).not.toBe('');
    expect((await status(token)).json()).toEqual({ state: 'ready' });

    const created = await setup({ token, email: 'Owner@KCLaw.test', password: 'owner-password-1' });
    expect(created.statusCode).toBe(201);
    expect((await signIn(t.app, 'owner@kclaw.test', 'owner-password-1')).statusCode).toBe(200);
    expect(await nameOf(t, 'owner@kclaw.test')).toEqual({
      name: 'Maria Georgiou',
      nameChosen: true,
    });

    const reused = await setup({
      token,
      email: 'second@kclaw.test',
      password: 'second-password-1',
    });
    expect(reused.statusCode).toBe(403);
    expect(reused.json().error.message).toBe(
      'This setup link is invalid, expired or has already been used.',
    );
    expect(await countAdmins(t.db)).toBe(1);
    expect((await status(token)).json()).toEqual({ state: 'admin-exists' });
  });

  it('refuses a wrong token', async () => {
    expect((await status('wrong')).json()).toEqual({ state: 'invalid-token' });
    expect(
      (await setup({ token: 'wrong', email: 'x@kclaw.test', password: 'password-123' })).statusCode,
    ).toBe(403);
    expect(await adminExists(t.db)).toBe(false);
  });

  it('keeps the token valid when the account cannot be created', async () => {
    await signUp(t.app, 'taken@kclaw.test');
    const refused = await setup({ token, email: 'taken@kclaw.test', password: 'owner-password-1' });
    expect(refused.statusCode).toBe(409);
    expect((await status(token)).json()).toEqual({ state: 'ready' });
    expect((await setup({ token, email: 'owner@kclaw.test', password: 'short' })).statusCode).toBe(
      400,
    );
    const unnamed = await setup({
      token,
      name: ' ',
      email: 'owner@kclaw.test',
      password: 'pw-12345',
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toBe(
      'Enter the name clients will see beside the replies.',
    );
    expect(
      (await setup({ token, email: 'owner@kclaw.test', password: 'owner-password-1' })).statusCode,
    ).toBe(201);
  });

  it('stores only a hash of the token', async () => {
    const rows = await t.db.select().from(adminSetupTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
  });
});
