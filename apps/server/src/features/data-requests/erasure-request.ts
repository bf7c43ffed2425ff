import { and, eq } from 'drizzle-orm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { msg } from '@lexbridge/shared/i18n/message';
import type { ErasureRequestState } from '@lexbridge/shared/schemas/data-requests';
import { erasureRequests } from '../../db/schema/index';
import type { ServiceDeps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import { recordAudit } from '../security';
import { mailErasureReceived } from './erasure-mail';
import { toErasureState } from './erasure-state';

type ErasureDeps = Pick<ServiceDeps, 'db' | 'auth' | 'mailer' | 'publicUrl' | 'rateLimiter'>;
type Asker = { id: string; name: string; email: string; language: Language };

// Someone at a signed-in screen may try passwords here too: a few tries, then a wait.
const PASSWORD_CHECKS_PER_WINDOW = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * Records the account holder's request to erase their data, once they confirm it with their
 * password: audited, acknowledged by mail with the deadline. An open request is answered as it is
 * (asking again neither mails nor moves the deadline).
 */
export async function requestErasure(
  deps: ErasureDeps,
  asker: Asker,
  confirm: { password: string; headers: Headers },
): Promise<{ state: ErasureRequestState; created: boolean }> {
  await deps.rateLimiter.enforce(
    [
      {
        key: `erasure-password:account:${asker.id}`,
        limit: PASSWORD_CHECKS_PER_WINDOW,
        windowSeconds: WINDOW_SECONDS,
      },
    ],
    (count) => msg('errors:auth.tooManyPasswordChecks', { count }),
  );
  const checked = await deps.auth.api.verifyPassword({
    body: { password: confirm.password },
    headers: confirm.headers,
    asResponse: true,
  });
  if (!checked.ok) throw badRequest(msg('errors:erasure.wrongPassword'), 'INVALID_PASSWORD');
  const answer = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(erasureRequests)
      .values({
        userId: asker.id,
        clientName: asker.name,
        clientEmail: asker.email,
        language: asker.language,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [open] = await tx
        .select()
        .from(erasureRequests)
        .where(and(eq(erasureRequests.userId, asker.id), eq(erasureRequests.status, 'open')));
      return { state: toErasureState(open!), created: false };
    }
    await recordAudit(tx, {
      actorId: asker.id,
      actorName: asker.name,
      action: 'erasure.request',
      subjectType: 'user',
      subjectId: asker.id,
      details: { client: asker.name, dueAt: created.dueAt.toISOString() },
    });
    await mailErasureReceived(deps, tx, asker, created);
    return { state: toErasureState(created), created: true };
  });
  if (answer.created) await deps.mailer.deliverDue();
  return answer;
}
