import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { verifications } from '../../db/schema/index';

/**
 * E-mailed sign-in tokens (the sign-in link and the firm's invitation) are Better Auth magic-link
 * verifications: one row per token, used up by GET /api/auth/magic-link/verify. Only a SHA-256 of
 * the token is stored, so a copy of the database signs nobody in.
 */
export const hashSignInToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

const identifierOf = (token: string) => `magic-link:${hashSignInToken(token)}`;

/** A new sign-in token for `email`, valid `validSeconds`; the caller mails it (in `tx`). */
export async function issueSignInToken(tx: DbOrTx, email: string, validSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(verifications).values({
    id: randomUUID(),
    identifier: identifierOf(token),
    // The shape Better Auth's magic-link plugin checks before it signs anyone in.
    value: JSON.stringify({ type: 'magic-link', email }),
    expiresAt: sql`now() + make_interval(secs => ${validSeconds})`,
  });
  return token;
}

/** Retires every unused sign-in token for `email` (a resent invitation replaces the earlier one). */
export async function retireSignInTokens(tx: DbOrTx, email: string) {
  await tx
    .delete(verifications)
    .where(
      and(
        like(verifications.identifier, 'magic-link:%'),
        sql`lower(${verifications.value}::jsonb ->> 'email') = ${email.toLowerCase()}`,
      ),
    );
}
