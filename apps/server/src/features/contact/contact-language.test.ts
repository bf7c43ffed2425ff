import { describe, expect, it } from 'vitest';
import { contactRequests, emailOutbox } from '../../db/schema/index';
import { useTestApp } from '../../test/suite';

describe('a contact request in Greek', () => {
  const t = useTestApp();

  it('keeps the visitor’s language and tells the firm, in the firm’s language, to answer in it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-requests',
      headers: { 'accept-language': 'el' },
      payload: {
        name: 'Μαρία Γεωργίου',
        email: 'maria@example.com',
        practiceArea: 'estate-planning',
        preferredContact: 'call',
        message: 'Θα ήθελα μια συμβουλή για θέμα επιμέλειας.',
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactRequests);
    expect(row!.language).toBe('el');
    const [mail] = await t.db.select().from(emailOutbox);
    expect(mail!.subject).toBe('Contact request from Μαρία Γεωργίου (Estate Planning)');
    expect(mail!.text).toContain('Language: Greek');
    expect(mail!.text).toContain('Prefers: Introductory call');
  });
});
