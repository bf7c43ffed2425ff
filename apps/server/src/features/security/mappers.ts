import type { AuditAction, AuditEntry, AuditSubject } from '@lexbridge/shared/schemas/audit';
import type { auditLog } from '../../db/schema/index';

type AuditRow = typeof auditLog.$inferSelect;
type Details = AuditEntry['details'];

/** Which detail names the subject for a reader, per kind of subject. */
const labelKey: Record<AuditSubject['type'], string> = {
  user: 'email',
  document: 'name',
  bank_account: 'accountName',
  conversation: 'name',
  invoice: 'number',
  article: 'title',
  site_version: 'version',
};

const isSubjectType = (type: string | null): type is AuditSubject['type'] =>
  type !== null && type in labelKey;

/** Only plain values go out: details are context for a reader, shown as text. */
function plainDetails(details: Record<string, unknown> | null): Details {
  const plain: Details = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      plain[key] = value as string | number | boolean | null;
  }
  return plain;
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  const details = plainDetails(row.details);
  const label = isSubjectType(row.subjectType) ? details[labelKey[row.subjectType]] : null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    // An entry written with nobody signed in (a failed sign-in) has no actor's name.
    actorName: row.actorName || null,
    action: row.action as AuditAction,
    subject:
      isSubjectType(row.subjectType) && row.subjectId
        ? {
            type: row.subjectType,
            id: row.subjectId,
            label: typeof label === 'string' || typeof label === 'number' ? String(label) : null,
          }
        : null,
    details,
  };
}
