import { describe, expect, it } from 'vitest';
import { contactRequests, emailOutbox } from '../../db/schema/index';
import { siteAdmin } from '../../test/site-http';
import { useAdmin, useTestApp } from '../../test/suite';

/** The contact form's practice areas are the published site's (Admin -> Site). */
describe('a contact request’s practice area', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  let ip = 0;
  const send = (practiceArea: string, language = 'en') => {
    ip += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/contact-requests',
      remoteAddress: `10.7.0.${ip}`,
      headers: { 'accept-language': language },
      payload: {
        name: 'Eleni',
        email: 'eleni@example.com',
        practiceArea,
        preferredContact: 'call',
        message: 'I need advice about a contract with a supplier.',
      },
    });
  };

  it('takes an area added in the admin, names it as titled there, and refuses a hidden one', async () => {
    await siteAdmin(t.app, admin.cookie).edit((content) => {
      const [first] = content.practiceAreas;
      content.practiceAreas.push({
        ...structuredClone(first!),
        id: 'tax-law',
        slug: 'tax-law',
        previousSlugs: [],
        title: { en: 'Tax Law', el: 'Φορολογικό Δίκαιο' },
      });
      content.practiceAreas.find((area) => area.id === 'medical-law')!.hidden = true;
    });
    expect((await send('tax-law')).statusCode).toBe(201);
    const [mail] = await t.db.select().from(emailOutbox);
    expect(mail!.subject).toBe('Contact request from Eleni (Tax Law)');
    expect(mail!.text).toContain('Tax Law');

    const hidden = await send('medical-law', 'el');
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().error.message).toBe('Επιλέξτε τομέα δικαίου.');
    expect(await t.db.select().from(contactRequests)).toHaveLength(1);

    // Renamed later: the inbox shows the site's title of today, and keeps the id.
    await siteAdmin(t.app, admin.cookie).edit((content) => {
      content.practiceAreas.find((area) => area.id === 'tax-law')!.title.en = 'Tax and VAT';
    });
    const list = await t.app.inject({
      url: '/api/admin/contact-requests',
      headers: { cookie: admin.cookie },
    });
    expect(list.json().requests[0]).toMatchObject({
      practiceArea: 'tax-law',
      practiceAreaTitle: { en: 'Tax and VAT', el: 'Φορολογικό Δίκαιο' },
    });
  });
});
