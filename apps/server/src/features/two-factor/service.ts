import { and, eq, isNotNull } from 'drizzle-orm';
import type { TwoFactorStatus } from '@lexbridge/shared/schemas/two-factor';
import type { Db } from '../../db/client';
import { accounts, twoFactors, users } from '../../db/schema/index';
import type { ServiceDeps } from '../../platform/deps';
import { auditActor, noActor, recordAudit } from '../security';
import { profileLanguage } from '../account';
import { twoFactorChangedMail } from './mail';

type Account = { id: string; name: string; email: string };

export async function twoFactorStatus(db: Db, userId: string): Promise<TwoFactorStatus> {
  const [[user], [factor], [password]] = await Promise.all([
    db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)),
    db
      .select({ name: twoFactors.name, verified: twoFactors.verified })
      .from(twoFactors)
      .where(eq(twoFactors.userId, userId)),
    db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.userId, userId),
          eq(accounts.providerId, 'credential'),
          isNotNull(accounts.password),
        ),
      ),
  ]);
  const enabled = user?.enabled === true && factor?.verified === true;
  return { enabled, name: enabled ? (factor?.name ?? null) : null, hasPassword: Boolean(password) };
}

/** Whether an authenticator was enrolled and waits for its first code. */
export async function enrolmentPending(db: Db, userId: string) {
  const [factor] = await db
    .select({ verified: twoFactors.verified })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  return factor?.verified === false;
}

export async function nameAuthenticator(db: Db, userId: string, name: string) {
  await db.update(twoFactors).set({ name }).where(eq(twoFactors.userId, userId));
}

/**
 * A change to the account's second factor: audited, and (on or off) mailed to the owner, so a
 * change they did not make is noticed. The entry and the mail commit together.
 */
export async function recordTwoFactorChange(
  deps: Pick<ServiceDeps, 'db' | 'mailer'>,
  account: Account,
  change: 'enable' | 'disable' | 'backup_codes',
) {
  const language = await profileLanguage(deps.db, account.id);
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, {
      ...auditActor(account),
      action: `two_factor.${change}`,
      subjectType: 'user',
      subjectId: account.id,
    });
    const firm = deps.mailer.branding(language);
    await deps.mailer.send(twoFactorChangedMail(account.email, change, language, firm), { tx });
  });
  await deps.mailer.deliverDue(); // the owner hears of it now, not at the next mail round
}

/** Wrong codes locked the account's sign-in for a while: worth a line in the security log. */
export async function recordLockout(db: Db, userId: string, ip: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  await recordAudit(db, {
    ...(user ? auditActor(user) : noActor),
    action: 'two_factor.lockout',
    subjectType: 'user',
    subjectId: userId,
    details: { email: user?.email ?? '', ip },
  });
}
