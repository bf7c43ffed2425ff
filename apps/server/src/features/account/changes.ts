import type { AuditAction } from '@lexbridge/shared/schemas/audit';
import type { DbOrTx } from '../../db/client';
import { auditActor, recordAudit } from '../security';
import { accountChangeMail, type AccountChange, type ChangeOrigin } from './mail';
import type { MailRecipient } from './mail';
import type { ServiceDeps } from '../../platform/deps';

export type ChangeDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'publicUrl'>;
export type AccountOwner = MailRecipient & { id: string };

/** What an account's owner may change, each with its audit action; only some are mailed. */
type AuditedChange = AccountChange | { kind: 'languageChanged' };

const auditActions: Record<AuditedChange['kind'], AuditAction> = {
  passwordChanged: 'user.password_change',
  sessionSignedOut: 'user.session_revoke',
  otherSessionsSignedOut: 'user.other_sessions_revoke',
  languageChanged: 'user.language_change',
};

/**
 * Writes a change to the account in the audit log, without telling its owner: for changes they
 * made knowingly and expect (a first password, a language), where a "was this you?" notice would
 * only teach people to ignore the ones that matter.
 */
export async function auditAccountChange(
  tx: DbOrTx,
  owner: AccountOwner,
  change: AuditedChange,
  origin: ChangeOrigin,
  details: Record<string, unknown> = {},
) {
  await recordAudit(tx, {
    ...auditActor(owner),
    action: auditActions[change.kind],
    subjectType: 'user',
    subjectId: owner.id,
    details: { email: owner.email, ip: origin.ip ?? '', ...details },
  });
}

/**
 * Writes a change to the account in the audit log and mails its owner a notice, in one
 * transaction (the caller's, when the change itself is written in it): the entry and the notice
 * exist together or not at all. The notice leaves once that commits.
 */
export async function recordAccountChange(
  deps: ChangeDeps,
  owner: AccountOwner,
  change: AccountChange,
  origin: ChangeOrigin,
  details: Record<string, unknown> = {},
  tx?: DbOrTx,
) {
  const write = async (tx: DbOrTx) => {
    await auditAccountChange(tx, owner, change, origin, details);
    const sender = deps.mailer.branding(owner.language);
    await deps.mailer.send(accountChangeMail(owner, change, origin, deps.publicUrl, sender), {
      tx,
    });
  };
  if (tx) return write(tx);
  await deps.db.transaction(write);
  await deps.mailer.deliverDue();
}
