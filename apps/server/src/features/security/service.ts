import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type AuditEntry = {
  /** The account that acted; null for an action with no signed-in actor. */
  actorId: string | null;
  /** Who acted, as shown on the security page; kept if the account is later deleted. */
  actorName: string;
  /** `<subject>.<verb>`, e.g. 'bank_account.reveal'. */
  action: string;
  subjectType?: string;
  subjectId?: string;
  /** Context for a reader: never a password, token or the value an action revealed. */
  details?: Record<string, unknown>;
};

/**
 * Writes one audit entry. Pass the transaction that does the audited thing, so the entry and the
 * action commit together or not at all.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    actorName: entry.actorName,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    details: entry.details ?? null,
  });
}
