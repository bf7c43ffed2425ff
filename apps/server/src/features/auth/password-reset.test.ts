import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESET_LINK_VALID_MINUTES } from '@lexbridge/shared/schemas/account-links';
import { auditLog, verifications } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { cookieFrom, me, signIn } from '../../test/auth-client';
import { createClient } from '../../test/factories';
import { askForLink, linkIn, mailsTo } from '../../test/mailed-links';

describe('resetting a forgotten password', () => {
  const t = useTestApp();

  const ask = (email: string, ip?: string) => askForLink(t, 'request-password-reset', email, ip);
  const reset = (token: string, newPassword = 'brand-new-pass-1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
      payload: { token, newPassword },
    });
  /** The token of the newest reset mail to `email`, from its link to the reset page. */
  const newestToken = async (email: string) => {
    const mail = (await mailsTo(t, email)).find((m) => m.text.includes('/auth/reset-password'));
    return linkIn(mail!.text, '/auth/reset-password').searchParams.get('token')!;
  };

  it('mails a link to the reset page; the new password works and every session ends', async () => {
    const client = await createClient(t, 'forgetful@example.com');
    const otherDevice = cookieFrom((await signIn(t.app, client.email, 'correct-horse-1')).headers);
    expect((await me(t.app, otherDevice)).statusCode).toBe(200);

    expect((await ask(client.email, '10.1.0.1')).statusCode).toBe(200);
    const [mail] = await mailsTo(t, client.email);
    expect(mail!.subject).toBe('Reset your KC Law password');
    expect(mail!.text).toContain(`works once, for ${RESET_LINK_VALID_MINUTES} minutes`);
    const token = await newestToken(client.email);

    expect((await reset(token, 'short')).statusCode).toBe(400);
    expect((await reset(token)).statusCode).toBe(200);
    // Signed out everywhere: whoever knew the old password is locked out.
    expect((await me(t.app, client.cookie)).statusCode).toBe(401);
    expect((await me(t.app, otherDevice)).statusCode).toBe(401);
    expect((await signIn(t.app, client.email, 'correct-horse-1')).statusCode).toBe(401);
    expect((await signIn(t.app, client.email, 'brand-new-pass-1')).statusCode).toBe(200);

    const again = await reset(token, 'third-password-3');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/expired or has already been used/);
    expect((await signIn(t.app, client.email, 'third-password-3')).statusCode).toBe(401);

    const [notice] = await mailsTo(t, client.email);
    expect(notice!.subject).toBe('Your password was changed');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, client.id), eq(auditLog.action, 'user.password_reset')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.details)).not.toContain(token);
  });

  it(`works for ${RESET_LINK_VALID_MINUTES} minutes, then no more`, async () => {
    const client = await createClient(t, 'late-reset@example.com');
    await ask(client.email, '10.1.0.2');
    const token = await newestToken(client.email);
    // Only a hash of the token is stored.
    const stored = createHash('sha256').update(`reset-password:${token}`).digest('base64url');
    const [row] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, stored));
    const identifiers = await t.db.select({ id: verifications.identifier }).from(verifications);
    expect(identifiers.some(({ id }) => id.includes(token))).toBe(false);
    expect(Math.round((row!.expiresAt.getTime() - Date.now()) / 60_000)).toBe(
      RESET_LINK_VALID_MINUTES,
    );
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, row!.id));
    expect((await reset(token)).statusCode).toBe(400);
    expect((await signIn(t.app, client.email, 'correct-horse-1')).statusCode).toBe(200);
  });

  it('answers the same for an address without an account, and mails nothing', async () => {
    await createClient(t, 'exists@example.com');
    const known = await ask('exists@example.com', '10.1.0.3');
    const unknown = await ask('ghost@example.com', '10.1.0.3');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo(t, 'ghost@example.com')).toHaveLength(0);
  });
});
