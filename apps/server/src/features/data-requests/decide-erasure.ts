import { eq, sql } from 'drizzle-orm';
import { msg } from '@lexbridge/shared/i18n/message';
import type { ErasureDecision } from '@lexbridge/shared/schemas/data-requests';
import { erasureRequests, userRoles, users } from '../../db/schema/index';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { recordAudit, type AuditActor } from '../security';
import { eraseAccount } from './erase-account';
import { eraseClientMatters } from './erase-matters';
import { mailErasureDone, mailErasureRefused } from './erasure-outcome-mail';

/** Administrators are removed from the firm's team first, never erased as clients. */
async function isAdministrator(tx: DbOrTx, userId: string) {
  const roles = await tx.select().from(userRoles).where(eq(userRoles.userId, userId));
  return roles.length > 0;
}

type DecideDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'storage' | 'realtime' | 'log'>;

/**
 * An administrator's decision on an open erasure request, in one transaction with the request
 * locked (a second decision finds it decided): erase what the law lets the firm erase (see
 * eraseClientMatters and eraseAccount) or refuse with a reason. The client is told either way, in
 * their language, and the audit log records the decision and its counts, none of what was erased.
 * After it commits, the stored files go and the client's open sessions close everywhere.
 */
export async function decideErasure(
  deps: DecideDeps,
  requestId: string,
  decision: ErasureDecision,
  by: AuditActor,
) {
  const done = await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.id, requestId))
      .for('update');
    if (!request) throw notFound(msg('errors:erasure.notFound'));
    if (request.status !== 'open') throw conflict(msg('errors:erasure.decided'), 'ALREADY_DECIDED');
    const to = { name: request.clientName, email: request.clientEmail, language: request.language };
    const decided = { decidedAt: sql`now()`, decidedBy: by.actorName };
    const audit = { ...by, subjectType: 'user', subjectId: request.userId ?? undefined };
    if (decision.decision === 'refuse') {
      await tx
        .update(erasureRequests)
        .set({ status: 'refused', refusalReason: decision.reason, ...decided })
        .where(eq(erasureRequests.id, requestId));
      await recordAudit(tx, { ...audit, action: 'erasure.refuse', details: { client: to.name } });
      await mailErasureRefused(deps, tx, to, decision.reason);
      return null;
    }
    // The account is locked first: a matter, chat or upload for it now waits for the decision
    // (and then finds the account gone, or signed out everywhere).
    const [user] = request.userId
      ? await tx.select().from(users).where(eq(users.id, request.userId)).for('update')
      : [];
    if (user && (await isAdministrator(tx, user.id)))
      throw conflict(msg('errors:erasure.administrator'), 'ADMINISTRATOR');
    const matters = user
      ? await eraseClientMatters(tx, user.id)
      : {
          erased: 0,
          keptForInvoices: 0,
          keptOnHold: 0,
          documents: 0,
          threads: 0,
          appointments: 0,
          fileKeys: [],
        };
    const keepsMatters = matters.keptForInvoices + matters.keptOnHold > 0;
    const account = user
      ? await eraseAccount(tx, user, keepsMatters)
      : {
          chats: 0,
          contactRequests: 0,
          bookingsAnonymised: 0,
          sessionIds: [],
          accountDeleted: true,
        };
    await tx
      .update(erasureRequests)
      .set({ status: 'completed', ...decided })
      .where(eq(erasureRequests.id, requestId));
    const { fileKeys, ...counts } = matters;
    const { sessionIds, ...accountCounts } = account;
    // Counts only: the name stays on the request's own record, not in the log.
    await recordAudit(tx, {
      ...audit,
      action: 'erasure.complete',
      details: { request: requestId, ...counts, ...accountCounts, files: fileKeys.length },
    });
    await mailErasureDone(deps, tx, to, { matters, account });
    return { fileKeys, sessionIds, userId: user?.id ?? null };
  });
  if (done) {
    for (const id of done.sessionIds) await deps.realtime.sessionEnded(id);
    if (done.userId) await deps.realtime.accountChanged(done.userId);
  }
  await deps.mailer.deliverDue();
  if (!done) return;
  for (const key of done.fileKeys)
    await deps.storage
      .remove(key)
      .catch((error: unknown) => deps.log.error({ err: error }, 'erasure: a file stayed behind'));
}
