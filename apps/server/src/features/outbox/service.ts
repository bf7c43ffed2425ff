import { desc } from 'drizzle-orm';
import type { OutboxMail } from '@lexbridge/shared/schemas/contact';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { maskSecretLinks } from './mask-links';

/**
 * The newest mail first; attachments and HTML are left out (the text part says the same). With
 * `maskLinks` (the site delivers mail) secret links are masked; without delivery the Outbox is
 * how mail reaches anyone, so they are shown whole.
 */
export async function listOutbox(
  db: Db,
  { maskLinks, limit = 200 }: { maskLinks: boolean; limit?: number },
): Promise<OutboxMail[]> {
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      status: emailOutbox.status,
      error: emailOutbox.error,
      attempts: emailOutbox.attempts,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    text: maskLinks ? maskSecretLinks(row.text) : row.text,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
