import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, profiles, users } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { me } from '../../test/auth-client';
import { createClient } from '../../test/factories';

describe('the profile language', () => {
  const t = useTestApp();
  /** With an SMTP server nobody answers: confirmation mails are required and stay in the outbox. */
  const mailing = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  let cookie: string;
  beforeAll(async () => {
    cookie = (await createClient(t, 'anna@example.com')).cookie;
  });

  const patch = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { origin: TEST_PUBLIC_URL, ...headers },
      payload: payload as object,
    });

  it('is English for a new account and changes with PATCH /api/me (204)', async () => {
    expect((await me(t.app, cookie)).json().user.language).toBe('en');
    const response = await patch({ language: 'el' }, { cookie });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(t.app, cookie)).json().user.language).toBe('el');
    expect((await patch({ language: 'en' }, { cookie })).statusCode).toBe(204);
    expect((await me(t.app, cookie)).json().user.language).toBe('en');
  });

  it('refuses a language the site does not speak, in the request language', async () => {
    const english = await patch({ language: 'fr' }, { cookie });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.message).toBe('Choose English or Greek.');
    const greek = await patch({}, { cookie, 'accept-language': 'el' });
    expect(greek.statusCode).toBe(400);
    expect(greek.json().error.message).toBe('Επιλέξτε Αγγλικά ή Ελληνικά.');
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await patch({ language: 'el' });
    expect(response.statusCode).toBe(401);
  });

  it('is the sign-up request’s language, and the confirmation mail speaks it', async () => {
    const response = await mailing.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_PUBLIC_URL, 'accept-language': 'el-CY,el;q=0.9' },
      payload: { email: 'eleni@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await mailing.db
      .select({ language: profiles.language })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, 'eleni@example.com'));
    expect(row!.language).toBe('el');
    const [mail] = await mailing.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'eleni@example.com'));
    expect(mail!.subject).toBe('Επιβεβαιώστε τη διεύθυνσή σας για την KC Law');
    expect(mail!.text).toContain('Καλώς ήρθατε στην KC Law.');
    const link = /http:\/\/lexbridge\.test\/api\/auth\/magic-link\/verify\?\S+/.exec(mail!.text);
    // It lands on the Greek page where the password is chosen.
    expect(new URL(link![0]).searchParams.get('callbackURL')).toBe('/el/invitation');
  });

  it('sends an English confirmation to an English sign-up', async () => {
    await mailing.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email: 'john@example.com' },
    });
    const [mail] = await mailing.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'john@example.com'));
    expect(mail!.subject).toBe('Confirm your address for KC Law');
    expect(mail!.text).toContain(
      'Open this link to confirm your e-mail address and choose your password:',
    );
  });
});
