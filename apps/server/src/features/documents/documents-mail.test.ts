import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { firm } from '@lexbridge/shared/firm/firm';
import { emailOutbox } from '../../db/schema/index';
import { useClient, useTestApp } from '../../test/suite';
import { createMatter } from '../../test/factories';
import { notifyDocumentAdded } from './notifications';

describe('document notifications', () => {
  const t = useTestApp();
  const eleni = useClient(t, 'eleni@example.com');
  let matter: { id: string; title: string; clientId: string; clientEmail: string };
  beforeAll(async () => {
    await t.db.execute(`update profiles set language = 'el' where user_id = '${eleni.id}'`);
    const id = await createMatter(t, eleni.id, { title: 'Αγωγή διαζυγίου' });
    matter = { id, title: 'Αγωγή διαζυγίου', clientId: eleni.id, clientEmail: eleni.email };
  });

  const deps = () => ({
    db: t.db,
    mailer: t.app.deps.mailer,
    log: t.app.log,
    publicUrl: t.config.publicUrl,
  });
  const mailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

  it('tells the client once per 10 minutes, in their language, naming only the matter', async () => {
    await notifyDocumentAdded(deps(), matter, true);
    await notifyDocumentAdded(deps(), matter, true);
    const mails = await mailsTo(eleni.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Νέο έγγραφο από την ${firm.name}`);
    expect(mails[0]!.text).toContain('«Αγωγή διαζυγίου»');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/documents?matter_id=${matter.id}`);

    // Ten minutes later the next one goes out.
    await t.db.execute(`update mail_throttle set sent_at = now() - interval '11 minutes'`);
    await notifyDocumentAdded(deps(), matter, true);
    expect(await mailsTo(eleni.email)).toHaveLength(2);
  });

  it("tells the firm of a client's upload, on its own 10-minute budget", async () => {
    await notifyDocumentAdded(deps(), matter, false);
    await notifyDocumentAdded(deps(), matter, false);
    const mails = await mailsTo(firm.contactEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('A client uploaded a document');
    expect(mails[0]!.text).toContain(`/admin/documents?matter_id=${matter.id}`);
  });
});
