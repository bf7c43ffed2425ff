import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessages, contactRequests, rateLimitHits } from '../db/schema/index';
import { TEST_PUBLIC_URL } from '../test/app';
import { useTestApp } from '../test/suite';
import { me } from '../test/auth-client';
import { createClient } from '../test/factories';
import { startQuickChat } from '../test/chat-http';

const EVIL = 'https://evil.example';
const contact = {
  name: 'Maria Georgiou',
  email: 'maria@example.com',
  practiceArea: 'real-estate-law',
  preferredContact: 'meeting',
  message: 'We are buying a flat in Limassol and need the title checked.',
};

describe('state-changing requests that carry our cookies must come from the site', () => {
  const t = useTestApp();
  let session: string;
  let visitor: { id: string; cookie: string };
  const postContact = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/contact-requests', headers, payload: contact });

  beforeAll(async () => {
    session = (await createClient(t, 'client@example.com')).cookie;
    visitor = await startQuickChat(t.app, 'Visitor');
  });
  beforeEach(async () => {
    await t.db.delete(contactRequests);
    await t.db.delete(rateLimitHits);
  });

  it('refuses a cross-site POST with a session cookie, and writes nothing', async () => {
    const response = await postContact({ cookie: session, origin: EVIL });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
    expect(response.json().error.message).toContain(`Open ${TEST_PUBLIC_URL} in your browser`);
    expect(await t.db.select().from(contactRequests)).toHaveLength(0);
  });

  it('refuses one with no Origin at all, or that the browser marks cross-site', async () => {
    expect((await postContact({ cookie: session })).statusCode).toBe(403);
    // A sandboxed frame or a privacy-stripped request says `Origin: null`: not the site either.
    expect((await postContact({ cookie: session, origin: 'null' })).statusCode).toBe(403);
    const marked = await postContact({ cookie: session, 'sec-fetch-site': 'same-site' });
    expect(marked.statusCode).toBe(403);
    expect(await t.db.select().from(contactRequests)).toHaveLength(0);
  });

  it('refuses a cross-site chat message with the visitor cookie', async () => {
    const before = await t.db.select().from(chatMessages);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${visitor.id}/messages`,
      headers: { cookie: visitor.cookie, origin: EVIL },
      payload: { content: 'sent by another site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
    expect(await t.db.select().from(chatMessages)).toHaveLength(before.length);
  });

  it('refuses a cross-site sign-out, so the session stays', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: session, origin: EVIL },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect((await me(t.app, session)).statusCode).toBe(200);
  });

  it('accepts the site origin, or Sec-Fetch-Site: same-origin without Origin', async () => {
    expect((await postContact({ cookie: session, origin: TEST_PUBLIC_URL })).statusCode).toBe(201);
    const sameOrigin = await postContact({ cookie: session, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('leaves reads and cookie-less requests alone', async () => {
    expect((await me(t.app, session)).statusCode).toBe(200);
    expect((await postContact({ origin: EVIL })).statusCode).toBe(201);
  });

  it('leaves the Stripe webhook to its signature check', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { cookie: session, origin: EVIL, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.json().error.code).not.toBe('CROSS_SITE_REQUEST');
    expect(response.json().error.message).toBe('Stripe webhooks are not configured.');
  });
});
