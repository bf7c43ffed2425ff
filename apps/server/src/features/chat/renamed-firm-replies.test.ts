import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createMatter } from '../../test/factories';
import { json, startQuickChat } from '../../test/chat-http';
import { call } from '../../test/messages-http';
import { siteAdmin } from '../../test/site-http';

// An administrator who has not chosen a display name answers in the firm's name: the name the
// firm publishes in Admin -> Site, not the one Lexbridge was seeded with.
describe('replies of an administrator without a display name, after the firm is renamed', () => {
  const t = useTestApp();
  const owner = useAdmin(t, 'owner@kclaw.test', 'Maria Georgiou');
  const unnamed = useAdmin(t, 'info@kclaw.test');
  const client = useClient(t, 'petros@example.com');

  beforeAll(async () => {
    await siteAdmin(t.app, owner.cookie).edit((content) => {
      content.identity.name = { en: 'Harbour Legal', el: 'Λιμάνι Νομικοί' };
    });
  });

  it('sign a chat reply with the new name, and its mail says the firm replied', async () => {
    const { id } = await startQuickChat(t.app, 'Renamed Reply', '10.7.0.1');
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/conversations/${id}/messages`,
      headers: json(unnamed.cookie),
      payload: { content: 'We will call you.' },
    });
    expect(reply.json()).toMatchObject({ senderType: 'admin', senderName: 'Harbour Legal' });
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'renamedreply@example.com'));
    expect(mail!.subject).toBe('Harbour Legal replied to your message');
    expect(mail!.text).toContain('Harbour Legal replied to your chat:');
    expect(mail!.text).not.toContain('KC Law');
  });

  it('sign a secure message with the new name', async () => {
    const matterId = await createMatter(t, client.id, { title: 'Lease' });
    const started = await call(t, unnamed.cookie, 'POST', '/api/admin/messages/threads', {
      matterId,
      content: 'Please send the lease.',
    });
    expect(started.statusCode).toBe(201);
    const { id } = started.json<{ id: string }>();
    const messages = await call(t, client.cookie, 'GET', `/api/messages/threads/${id}/messages`);
    expect(messages.json()).toMatchObject([{ senderType: 'admin', senderName: 'Harbour Legal' }]);
  });
});
