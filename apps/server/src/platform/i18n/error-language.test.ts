import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@lexbridge/shared/i18n/message';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { createClient } from '../../test/factories';
import { conflict } from '../errors';

/** Server error messages are answered in the request's language: Accept-Language, then cookie. */
describe('error messages in the request language', () => {
  const t = useTestApp();
  beforeAll(async () => {
    t.app.get('/api/test/crash', async () => {
      throw new Error('boom');
    });
    t.app.get('/api/test/slug', async () => {
      throw conflict(msg('errors:articles.slugTaken', { slug: 'gdpr' }), 'SLUG_TAKEN');
    });
    await createClient(t, 'client@example.com');
  });

  const greek = { 'accept-language': 'el-CY,el;q=0.9,en;q=0.5' };
  const errorOf = async (options: InjectOptions) => (await t.app.inject(options)).json().error;

  it('translates a validation message of a shared schema', async () => {
    const post = (headers: Record<string, string>) =>
      errorOf({
        method: 'POST',
        url: '/api/contact-requests',
        headers,
        payload: { name: '', email: 'a@b.cy', practiceArea: 'Corporate Law' },
      });
    expect((await post(greek)).message).toBe('Συμπληρώστε το όνομά σας.');
    expect((await post({ cookie: 'lang=el' })).message).toBe('Συμπληρώστε το όνομά σας.');
    expect((await post({})).message).toBe('Enter your name.');
    // The page's language in the header wins over a remembered cookie.
    expect((await post({ 'accept-language': 'en', cookie: 'lang=el' })).message).toBe(
      'Enter your name.',
    );
  });

  it('translates messages with values, 404s, 5xx and 415', async () => {
    expect((await errorOf({ url: '/api/test/slug', headers: greek })).message).toBe(
      'Το slug «gdpr» χρησιμοποιείται ήδη από άλλο άρθρο. Επιλέξτε διαφορετικό slug.',
    );
    expect((await errorOf({ url: '/api/test/slug' })).message).toBe(
      'Another article already uses the slug "gdpr". Choose a different slug.',
    );
    expect((await errorOf({ url: '/api/articles/none', headers: greek })).message).toBe(
      'Αυτό το άρθρο δεν υπάρχει ή δεν έχει δημοσιευθεί.',
    );
    expect(await errorOf({ url: '/api/test/crash', headers: { cookie: 'lang=el' } })).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Κάτι πήγε στραβά από τη δική μας πλευρά. Δοκιμάστε ξανά.',
    });
    const unsupported = await errorOf({
      method: 'POST',
      url: '/api/contact-requests',
      headers: { ...greek, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(unsupported.message).toContain('Στείλτε το σώμα του αιτήματος ως JSON');
  });

  it('translates refusals: signed out, cross-site, Better Auth and rate limits', async () => {
    expect((await errorOf({ url: '/api/me', headers: greek })).message).toBe(
      'Συνδεθείτε για να συνεχίσετε.',
    );
    const crossSite = await errorOf({
      method: 'POST',
      url: '/api/chat/conversations',
      headers: { cookie: 'lexbridge_visitor=x; lang=el', origin: 'https://evil.example' },
      payload: {},
    });
    expect(crossSite.code).toBe('CROSS_SITE_REQUEST');
    expect(crossSite.message).toContain(`Ανοίξτε το ${TEST_PUBLIC_URL}`);
    const signIn = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { ...greek, origin: TEST_PUBLIC_URL },
        payload: { email: 'client@example.com', password },
        remoteAddress,
      });
    expect((await signIn('wrong-password', '10.9.0.1')).json().error).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Λανθασμένη διεύθυνση ηλεκτρονικού ταχυδρομείου ή κωδικός πρόσβασης',
    });
    let refused;
    for (let i = 0; i < 12 && !refused; i++) {
      const response = await signIn('wrong-password', `10.9.1.${i}`);
      if (response.statusCode === 429) refused = response.json().error;
    }
    expect(refused?.message).toMatch(
      /^Πάρα πολλές προσπάθειες σύνδεσης\. Περιμένετε \d+ δευτερόλεπτα? και δοκιμάστε ξανά\.$/,
    );
  });
});
