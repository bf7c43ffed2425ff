import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, users } from '../../db/schema/index';
import { msg } from '@lexbridge/shared/i18n/message';
import { badRequest } from '../../platform/errors';
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

/**
 * Links the administrator to a card of the site's team, or unlinks them (null): their next
 * replies show that card's photo and role. A card not on the published `team` is refused (400);
 * replies already sent keep the card they were written with.
 */
export async function linkTeamCard(
  db: Db,
  userId: string,
  teamMemberId: string | null,
  team: { id: string }[],
) {
  if (teamMemberId !== null && !team.some((member) => member.id === teamMemberId))
    throw badRequest(msg('errors:administrators.teamCardUnknown'), 'TEAM_CARD_UNKNOWN');
  await db.update(profiles).set({ teamMemberId }).where(eq(profiles.userId, userId));
}
