import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firm } from '@lexbridge/shared/firm/firm';
import { contactRequests, emailOutbox, rateLimitHits } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { createAdmin, createClient } from '../../test/factories';
import { CONTACT_LIMIT_PER_IP } from './limits';

const valid = {
  name: 'Maria Georgiou',
  email: 'Maria@Example.com',
  phone: '+357 99 000 111',
  practiceArea: 'real-estate-law',
  preferredContact: 'meeting',
  message: 'We are buying a flat in Limassol and need the title checked.',
};

describe('contact requests', () => {
  const t = useTestApp();
  let adminCookie: string;
  let clientCookie: string;
  const post = (payload: object, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/contact-requests', payload, remoteAddress });

  beforeAll(async () => {
    adminCookie = (await createAdmin(t)).cookie;
    clientCookie = (await createClient(t)).cookie;
  });
  beforeEach(async () => {
    await t.db.delete(rateLimitHits);
    await t.db.delete(contactRequests);
    await t.db.delete(emailOutbox);
  });

  it('stores the request and e-mails the firm', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact-requests',
      headers: { cookie: adminCookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().requests).toEqual([
      expect.objectContaining({
        name: 'Maria Georgiou',
        email: 'maria@example.com',
        phone: '+357 99 000 111',
        practiceArea: 'real-estate-law',
        preferredContact: 'meeting',
        requestType: 'consultation',
        handledAt: null,
      }),
    ]);

    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: adminCookie },
    });
    const [mail] = outbox.json().mails;
    expect(mail).toMatchObject({
      to: firm.contactEmail,
      subject: 'Contact request from Maria Georgiou (Real Estate Law)',
      status: 'stored',
    });
    expect(mail.text).toContain('We are buying a flat in Limassol');
    expect(mail.text).toContain('maria@example.com');
  });

  it('keeps a custom-quote request type and stores a blank phone as none', async () => {
    const response = await post({ ...valid, phone: '', requestType: 'custom-quote' });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactRequests);
    expect(row).toMatchObject({ phone: null, requestType: 'custom-quote' });
    const [mail] = await t.db.select().from(emailOutbox);
    expect(mail!.subject).toBe('Custom quote request from Maria Georgiou (Real Estate Law)');
  });

  it('refuses invalid input with the first human message and stores nothing', async () => {
    const cases: [object, string][] = [
      [{ ...valid, name: '  ' }, 'Enter your name.'],
      [{ ...valid, email: 'nope' }, 'Enter a valid e-mail address.'],
      [{ ...valid, practiceArea: 'tax-law' }, 'Choose a practice area.'],
      [{ ...valid, preferredContact: 'letter' }, 'Choose an introductory call or a meeting.'],
      [{ ...valid, message: 'Hi' }, 'Message must be at least 10 characters.'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await t.db.select().from(contactRequests)).toHaveLength(0);
  });

  it('refuses a filled honeypot without saying why, and stores and sends nothing', async () => {
    const response = await post({ ...valid, website: 'http://spam.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'REFUSED',
      message: 'Your request could not be sent. Please call or e-mail us instead.',
    });
    expect(await t.db.select().from(contactRequests)).toHaveLength(0);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it(`allows ${CONTACT_LIMIT_PER_IP} requests per address in 10 minutes, then answers 429`, async () => {
    for (let i = 0; i < CONTACT_LIMIT_PER_IP; i++) {
      expect((await post(valid, '10.2.0.1')).statusCode).toBe(201);
    }
    const blocked = await post(valid, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(
      /^Too many requests from your connection\. Please wait \d+ minutes? and try again, or call us\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.select().from(contactRequests)).toHaveLength(CONTACT_LIMIT_PER_IP);
    // Another visitor is not affected.
    expect((await post(valid, '10.2.0.2')).statusCode).toBe(201);
  });

  it('lists newest first and lets an admin mark a request handled and open again', async () => {
    await post({ ...valid, name: 'First Person' });
    await post({ ...valid, name: 'Second Person' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact-requests',
      headers: { cookie: adminCookie },
    });
    const names = list.json().requests.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Second Person', 'First Person']);

    const id = list.json().requests[0].id;
    const mark = (handled: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/contact-requests/${id}`,
        headers: { origin: TEST_PUBLIC_URL, cookie: adminCookie },
        payload: { handled },
      });
    const handled = await mark(true);
    expect(handled.statusCode).toBe(200);
    expect(handled.json().request.handledAt).toEqual(expect.any(String));
    expect((await mark(false)).json().request.handledAt).toBeNull();
  });

  it('answers 404 when marking a request that does not exist', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/contact-requests/00000000-0000-4000-8000-000000000000',
      headers: { origin: TEST_PUBLIC_URL, cookie: adminCookie },
      payload: { handled: true },
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/admin/contact-requests'],
    ['PATCH', '/api/admin/contact-requests/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/outbox'],
  ] as const)('%s %s: 401 signed out, 403 for a client', async (method, url) => {
    const payload = method === 'PATCH' ? { handled: true } : undefined;
    const anonymous = await t.app.inject({ method, url, payload });
    expect(anonymous.statusCode).toBe(401);
    const client = await t.app.inject({
      method,
      url,
      payload,
      headers: { cookie: clientCookie, origin: TEST_PUBLIC_URL },
    });
    expect(client.statusCode).toBe(403);
  });
});
