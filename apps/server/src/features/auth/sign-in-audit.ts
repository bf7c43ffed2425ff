import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { auditActor, noActor, recordAudit } from '../security';

type SignInBody = { code?: string };

async function bodyOf(response: Response): Promise<SignInBody> {
  try {
    return (await response.clone().json()) as SignInBody;
  } catch {
    return {};
  }
}

/**
 * Writes a refused password sign-in to the audit log, from Better Auth's answer (wrong password,
 * unconfirmed e-mail): no actor, the e-mail tried, never the password. A server error is no one's
 * failed sign-in, and attempts the rate limit refused never reach this, so a flood of guesses
 * cannot flood the log. Successful sign-ins are written when their session starts (below).
 */
export async function auditSignIn(
  db: DbOrTx,
  response: Response,
  attempt: { email: string; ip: string },
) {
  const body = await bodyOf(response);
  if (response.status >= 400 && response.status < 500) {
    await recordAudit(db, {
      ...noActor,
      action: 'user.sign_in_failed',
      details: { email: attempt.email, reason: body.code ?? 'AUTH_ERROR', ip: attempt.ip },
    });
  }
}

/**
 * Every new session is a sign-in, however it began: the password, the automatic sign-in after
 * signing up, after confirming the e-mail or after accepting an invitation. Written as the
 * session is stored, so no way in escapes the log.
 */
export async function auditSessionStart(
  db: DbOrTx,
  session: { userId: string; ipAddress?: string | null },
) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user) return;
  await recordAudit(db, {
    ...auditActor(user),
    action: 'user.sign_in',
    subjectType: 'user',
    subjectId: user.id,
    details: { email: user.email, ip: session.ipAddress ?? '' },
  });
}
