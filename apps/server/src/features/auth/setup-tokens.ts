import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { SetupAdminInput, SetupStatus } from '@lexbridge/shared/schemas/auth';
import type { Db } from '../../db/client';
import { adminSetupTokens } from '../../db/schema/index';
import { HttpError } from '../../platform/errors';
import { adminExists, insertAdminAccount } from './admin-accounts';
import { msg } from '@lexbridge/shared/i18n/message';

const TOKEN_LIFETIME_HOURS = 24;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Replaces any earlier link with a new one-time token; only its hash is stored. */
export async function issueSetupToken(db: Db): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(adminSetupTokens);
    await tx.insert(adminSetupTokens).values({
      tokenHash: hash(token),
      expiresAt: sql`now() + make_interval(hours => ${TOKEN_LIFETIME_HOURS})`,
    });
  });
  return token;
}

export async function setupStatus(db: Db, token: string): Promise<SetupStatus> {
  if (await adminExists(db)) return { state: 'admin-exists' };
  const rows = await db
    .select({ tokenHash: adminSetupTokens.tokenHash })
    .from(adminSetupTokens)
    .where(
      and(eq(adminSetupTokens.tokenHash, hash(token)), gt(adminSetupTokens.expiresAt, sql`now()`)),
    );
  return { state: rows.length > 0 ? 'ready' : 'invalid-token' };
}

/**
 * Uses the token once to create the first administrator. Everything happens in one transaction:
 * if the account cannot be created, the token is still valid afterwards.
 */
export function createFirstAdmin(db: Db, input: SetupAdminInput) {
  return db.transaction(async (tx) => {
    const used = await tx
      .delete(adminSetupTokens)
      .where(
        and(
          eq(adminSetupTokens.tokenHash, hash(input.token)),
          gt(adminSetupTokens.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (used.length === 0) {
      throw new HttpError(403, 'INVALID_SETUP_TOKEN', msg('errors:auth.setupTokenInvalid'));
    }
    if (await adminExists(tx)) {
      throw new HttpError(409, 'ADMIN_EXISTS', msg('errors:auth.adminExists'));
    }
    const admin = await insertAdminAccount(tx, input);
    await tx.delete(adminSetupTokens);
    return admin;
  });
}
