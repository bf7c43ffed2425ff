import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { setChosenName } from '../auth';
import { recordAudit, type auditActor } from '../security';

/**
 * The asking administrator chooses their display name. The account's row is locked while the
 * old name is read, so the audit log's "from" is the name this change replaced. Choosing the name
 * one already has only confirms it (no entry); messages already sent keep the name they carry.
 */
export function renameAdministrator(
  db: Db,
  admin: { id: string; email: string },
  name: string,
  actor: ReturnType<typeof auditActor>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, admin.id))
      .for('update');
    await setChosenName(tx, admin.id, name);
    if (!before || before.name === name) return;
    await recordAudit(tx, {
      ...actor,
      action: 'user.name_change',
      subjectType: 'user',
      subjectId: admin.id,
      details: { email: admin.email, from: before.name, to: name },
    });
  });
}
