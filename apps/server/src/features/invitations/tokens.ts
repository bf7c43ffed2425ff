import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { INVITATION_VALID_DAYS } from '@lexbridge/shared/schemas/invitations';
import type { DbOrTx } from '../../db/client';
import { accountLinks } from '../../db/schema/index';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const live = (token: string) =>
  and(
    eq(accountLinks.tokenHash, hash(token)),
    eq(accountLinks.purpose, 'invitation'),
    gt(accountLinks.expiresAt, sql`now()`),
  );

/** A new invitation link for the account; earlier ones stop working (only the newest mail counts). */
export async function issueInvitationToken(tx: DbOrTx, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .delete(accountLinks)
    .where(and(eq(accountLinks.userId, userId), eq(accountLinks.purpose, 'invitation')));
  await tx.insert(accountLinks).values({
    tokenHash: hash(token),
    userId,
    purpose: 'invitation',
    expiresAt: sql`now() + make_interval(days => ${INVITATION_VALID_DAYS})`,
  });
  return token;
}

/** The account a still-valid invitation token is for, without using it up. */
export async function peekInvitationToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ userId: accountLinks.userId })
    .from(accountLinks)
    .where(live(token));
  return row?.userId;
}

/** Uses the token up (deletes it) and answers whose it was; undefined if invalid or expired. */
export async function consumeInvitationToken(tx: DbOrTx, token: string) {
  const [row] = await tx
    .delete(accountLinks)
    .where(live(token))
    .returning({ userId: accountLinks.userId });
  return row?.userId;
}
