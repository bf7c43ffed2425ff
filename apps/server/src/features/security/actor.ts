import type { AuditEntry } from './service';

/** Who acts, as the audit log records it. */
export type AuditActor = Pick<AuditEntry, 'actorId' | 'actorName'>;

/** The audit log's actor for a signed-in account: its id, and its name (or e-mail) as of now. */
export const auditActor = (user: { id: string; name: string; email: string }) => ({
  actorId: user.id,
  actorName: user.name || user.email,
});

/** Nobody signed in (a failed sign-in): no id, and no name to show. */
export const noActor: AuditActor = { actorId: null, actorName: '' };
