import { describe, expect, it } from 'vitest';
import { contactRequests, emailOutbox } from '../../db/schema/index';
import { useTestApp } from '../../test/suite';

describe('contact request when the mail server is down', () => {
  const t = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  // Nothing listens on port 1: every delivery fails at once.

  it('still keeps the request for the admin area and keeps the mail to retry', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-requests',
      payload: {
        name: 'Andreas',
        email: 'andreas@example.com',
        practiceArea: 'corporate-law',
        preferredContact: 'call',
        message: 'Please call me about a share transfer.',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(await t.db.select().from(contactRequests)).toHaveLength(1);
    await t.app.deps.mailer.deliverDue(); // the first attempt, started by the request
    const [mail] = await t.db.select().from(emailOutbox);
    expect(mail).toMatchObject({
      status: 'pending',
      attempts: 1,
      subject: 'Contact request from Andreas (Corporate Law)',
    });
    expect(mail!.error).toMatch(/ECONNREFUSED/);
    expect(mail!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
