import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, sessions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { me } from '../../test/auth-client';
import { createClient } from '../../test/factories';
import { SESSION_COOKIE_NAME } from './better-auth';
import { AUTH_SECRET_FILE } from './secret';

/** A session cookie as Better Auth signs it (better-call: base64 HMAC-SHA256 of the token). */
const cookieFor = (token: string, secret?: string) => {
  const value = secret
    ? `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`
    : token;
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(value)}`;
};

describe('a copy of the database signs nobody in', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-copy-'));
    // An install without AUTH_SECRET: the embedded database makes its own; a PostgreSQL server is
    // given one in a file (it has no default).
    if (process.env.DATABASE_URL)
      fs.writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), 'x'.repeat(43), { mode: 0o600 });
    t = await buildTestApp({ env: { AUTH_SECRET: '', DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a session token read from the sessions table, with whatever the copy holds as a key', async () => {
    const client = await createClient(t, 'copied@example.com');
    // What a copy of the database gives: the session's token, and every stored setting.
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, client.id));
    const settings = await t.db.select({ value: appSettings.value }).from(appSettings);
    const guesses = [undefined, ...settings.map((setting) => setting.value)];
    for (const secret of guesses) {
      const forged = await me(t.app, cookieFor(session!.token, secret));
      expect(forged.statusCode).toBe(401);
    }
    // The same token signed with the secret kept outside the database is a valid cookie.
    const secret = fs.readFileSync(path.join(dataDir, AUTH_SECRET_FILE), 'utf8').trim();
    expect((await me(t.app, cookieFor(session!.token, secret))).statusCode).toBe(200);
  });
});
