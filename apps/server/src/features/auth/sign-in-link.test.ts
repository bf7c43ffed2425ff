import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_VALID_MINUTES } from '@lexbridge/shared/schemas/account-links';
import { auditLog, profiles, verifications } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { me } from '../../test/auth-client';
import { createAdmin, createClient } from '../../test/factories';
import { askForLink, linkIn, mailsTo, openLink } from '../../test/mailed-links';

const VERIFY_PATH = '/api/auth/magic-link/verify';

describe('signing in with an e-mailed link', () => {
  const t = useTestApp();

  const ask = (email: string, ip?: string) => askForLink(t, 'sign-in/magic-link', email, ip);
  const newestLink = async (email: string) =>
    linkIn((await mailsTo(t, email))[0]!.text, VERIFY_PATH);

  it('mails a link that signs the client in once, landing on the sign-in page', async () => {
    const client = await createClient(t, 'linked@example.com');
    const response = await ask('Linked@Example.com', '10.0.0.1');
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsTo(t, 'linked@example.com');
    expect(mail!.subject).toBe('Your sign-in link for KC Law');
    expect(mail!.text).toContain(`works once, for ${SIGN_IN_LINK_VALID_MINUTES} minutes`);

    const link = linkIn(mail!.text, VERIFY_PATH);
    expect(link.origin).toBe(TEST_PUBLIC_URL);
    const first = await openLink(t, link);
    expect(first.status).toBe(302);
    // The sign-in page sends a signed-in visitor on to their area (portal or admin).
    expect(first.location).toBe(`${TEST_PUBLIC_URL}/auth`);
    expect((await me(t.app, first.cookie)).json()).toMatchObject({
      user: { id: client.id },
      isAdmin: false,
    });
    const signIns = await t.db.select().from(auditLog).where(eq(auditLog.actorId, client.id));
    expect(signIns.map((entry) => entry.action)).toContain('user.sign_in');

    const second = await openLink(t, link);
    expect(second.location).toBe(`${TEST_PUBLIC_URL}/auth?error=INVALID_TOKEN`);
    expect((await me(t.app, second.cookie)).statusCode).toBe(401);
  });

  it(`works for ${SIGN_IN_LINK_VALID_MINUTES} minutes, then no more`, async () => {
    await createClient(t, 'slow@example.com');
    await ask('slow@example.com', '10.0.0.2');
    const [row] = await t.db
      .select()
      .from(verifications)
      .orderBy(desc(verifications.createdAt))
      .limit(1);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(Math.round(minutes)).toBe(SIGN_IN_LINK_VALID_MINUTES);
    await t.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const opened = await openLink(t, await newestLink('slow@example.com'));
    expect(opened.location).toBe(`${TEST_PUBLIC_URL}/auth?error=INVALID_TOKEN`);
    expect((await me(t.app, opened.cookie)).statusCode).toBe(401);
  });

  it('answers the same for an address without an account, and mails nothing', async () => {
    await createClient(t, 'known@example.com');
    const known = await ask('known@example.com', '10.0.0.3');
    const unknown = await ask('nobody@example.com', '10.0.0.3');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo(t, 'nobody@example.com')).toHaveLength(0);
  });

  it("mails in the account's language and lands a Greek reader on the Greek page", async () => {
    const client = await createClient(t, 'eleni@example.com');
    await t.db.update(profiles).set({ language: 'el' }).where(eq(profiles.userId, client.id));
    await ask('eleni@example.com', '10.0.0.4');
    const [mail] = await mailsTo(t, 'eleni@example.com');
    expect(mail!.subject).toBe('Ο σύνδεσμος σύνδεσής σας στο KC Law');
    const opened = await openLink(t, linkIn(mail!.text, VERIFY_PATH));
    expect(opened.location).toBe(`${TEST_PUBLIC_URL}/el/auth`);
  });

  it('signs an administrator in as an administrator', async () => {
    const admin = await createAdmin(t, 'partner@kclaw.test');
    await ask(admin.email, '10.0.0.5');
    const opened = await openLink(t, await newestLink(admin.email));
    expect((await me(t.app, opened.cookie)).json()).toMatchObject({ isAdmin: true });
  });
});
