import { eq } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { Db } from '../../db/client';
import { matters } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import { recordAudit } from '../security';
import { findMatter } from './service';

type Actor = { id: string; name: string };

/**
 * Puts a matter on legal hold (or changes why), or releases it, and audits which and why in the
 * same transaction. The row is locked first: an erasure or a purge deciding about the matter at
 * the same moment locks it too, so it sees the hold or runs before it, never half of each.
 */
export async function setLegalHold(db: Db, matterId: string, reason: string | null, actor: Actor) {
  await db.transaction(async (tx) => {
    const [matter] = await tx.select().from(matters).where(eq(matters.id, matterId)).for('update');
    if (!matter) throw notFound(msg('errors:matters.notFound'));
    const held = reason !== null;
    if (!held && matter.legalHoldReason === null) return; // nothing held: nothing to release
    await tx
      .update(matters)
      .set(
        held
          ? { legalHoldReason: reason, legalHoldBy: actor.name, legalHoldAt: new Date() }
          : { legalHoldReason: null, legalHoldBy: null, legalHoldAt: null },
      )
      .where(eq(matters.id, matterId));
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: held ? 'matter.legal_hold' : 'matter.legal_hold_release',
      details: {
        matter: matter.title,
        reason: reason ?? matter.legalHoldReason,
      },
    });
  });
  return findMatter(db, matterId);
}
