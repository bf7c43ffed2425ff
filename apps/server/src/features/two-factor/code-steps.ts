import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Db } from '../../db/client';
import { twoFactors } from '../../db/schema/index';
import { msg } from '@lexbridge/shared/i18n/message';
import type { Auth } from '../../platform/auth/better-auth';
import { HttpError } from '../../platform/errors';

// Better Auth's TOTP: 30-second steps, and a code of the step before or after is still accepted.
const PERIOD_SECONDS = 30;
const WINDOW = 1;
const BASE32_PREFIX = 'base32:';

/**
 * The time step of the account's authenticator whose code `code` is, among those Better Auth would
 * accept now; null when it is none of them (Better Auth then refuses it as a wrong code).
 */
export async function stepOfCode(auth: Auth, db: Db, userId: string, code: string) {
  const [factor] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!factor) return null;
  const context = await auth.$context;
  // Decrypted as Better Auth's plugin does (the secret is kept encrypted with the auth secret).
  const plain = await symmetricDecrypt({ key: context.secretConfig, data: factor.secret });
  const secret = plain.startsWith(BASE32_PREFIX)
    ? base32.decode(plain.slice(BASE32_PREFIX.length).toUpperCase())
    : plain;
  const otp = createOTP(secret, { period: PERIOD_SECONDS });
  const now = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    if ((await otp.hotp(step)) === code) return step;
  }
  return null;
}

/**
 * Takes a step for the account, once: true only for the first use of a step later than any taken
 * before. One conditional UPDATE, so of two requests racing with the same code only one wins (the
 * second waits on the row and then finds the step already taken).
 */
export async function takeStep(db: Db, userId: string, step: number): Promise<boolean> {
  const taken = await db
    .update(twoFactors)
    .set({ lastAcceptedStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastAcceptedStep), lt(twoFactors.lastAcceptedStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  return taken.length > 0;
}

/**
 * Before a TOTP code goes to Better Auth: a code of a step the account has already used (the same
 * code again within its 30 seconds, or an older one) is refused, 401 CODE_ALREADY_USED.
 */
export async function assertCodeUnused(deps: { auth: Auth; db: Db }, userId: string, code: string) {
  const step = await stepOfCode(deps.auth, deps.db, userId, code);
  if (step !== null && !(await takeStep(deps.db, userId, step)))
    throw new HttpError(401, 'CODE_ALREADY_USED', msg('errors:auth.codeAlreadyUsed'));
}
