import { desc } from 'drizzle-orm';
import type { OutboxMail } from '@lexbridge/shared/schemas/contact';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

/** The newest mail first; attachments and HTML are left out (the text part says the same). */
export async function listOutbox(db: Db, limit = 200): Promise<OutboxMail[]> {
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
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
