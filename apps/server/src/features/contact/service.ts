import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import { desc, eq } from 'drizzle-orm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import type { ContactRequestData, ContactRequestRecord } from '@lexbridge/shared/schemas/contact';
import type { Db } from '../../db/client';
import { contactRequests } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import { getFirmSettings, notificationAddress } from '../settings';
import { contactNotification } from './notification';
import { msg } from '@lexbridge/shared/i18n/message';
import type { ServiceDeps } from '../../platform/deps';
import type { LocalizedText } from '@lexbridge/shared/site/text';
import type { AreaTitle } from './practice-areas';

type Row = typeof contactRequests.$inferSelect;

const toRecord = (
  { language: _language, ...row }: Row,
  title: AreaTitle,
): ContactRequestRecord => ({
  ...row,
  practiceAreaTitle: title(row.practiceArea),
  handledAt: row.handledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores the request, then e-mails the firm's notification address (settings). The stored row is what matters: if SMTP fails the
 * request still shows in the admin area, so the visitor is not asked to send it again.
 */
export async function submitContactRequest(
  deps: Pick<ServiceDeps, 'db' | 'mailer' | 'log' | 'publicUrl'>,
  input: ContactRequestData,
  language: Language,
  /** The chosen practice area's title (routes checked the site offers it). */
  areaTitle: LocalizedText,
) {
  const [row] = await deps.db
    .insert(contactRequests)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ? input.phone : null,
      practiceArea: input.practiceArea,
      preferredContact: input.preferredContact,
      requestType: input.requestType,
      message: input.message,
      language,
    })
    .returning();
  try {
    const to = notificationAddress(
      await getFirmSettings(deps.db),
      deps.mailer.branding(defaultLanguage).contactEmail,
    );
    await deps.mailer.send(
      contactNotification(
        input,
        areaTitle,
        language,
        `${deps.publicUrl}/admin/contact-requests`,
        to,
      ),
    );
  } catch (error) {
    deps.log.error({ err: error, contactRequestId: row!.id }, 'contact request e-mail failed');
  }
  return toRecord(row!, () => areaTitle);
}

export async function listContactRequests(db: Db, title: AreaTitle, limit = 200) {
  const rows = await db
    .select()
    .from(contactRequests)
    .orderBy(desc(contactRequests.createdAt))
    .limit(limit);
  return rows.map((row) => toRecord(row, title));
}

export async function setContactRequestHandled(
  db: Db,
  id: string,
  handled: boolean,
  title: AreaTitle,
) {
  const [row] = await db
    .update(contactRequests)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactRequests.id, id))
    .returning();
  if (!row) throw notFound(msg('errors:contact.requestGone'));
  return toRecord(row, title);
}
