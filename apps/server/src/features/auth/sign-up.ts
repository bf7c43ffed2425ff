import { randomUUID } from 'node:crypto';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { profiles, users } from '../../db/schema/index';
import { mailAddressProof, mailAlreadyRegistered } from '../../platform/auth/address-proof';
import { mayMailConfirmation } from '../../platform/auth/link-mailers';
import { profileLanguage } from '../account';
import { findUserByEmail } from './admin-accounts';
import type { ServiceDeps } from '../../platform/deps';

type Deps = Pick<ServiceDeps, 'db' | 'mailer' | 'rateLimiter' | 'publicUrl'> & {
  /** ADMIN_EMAIL: never becomes a client's account, even before the administrator exists. */
  reservedEmail?: string;
};

/**
 * Sign-up takes only an address and mails its owner a link: a new or unconfirmed account gets the
 * link that proves the address and leads to choosing a password; a confirmed account's owner is
 * told someone tried, and where to sign in. Nobody chooses a password before proving the address,
 * and the caller learns nothing: the answer is the same for every address (the route's), no
 * password is hashed on any path, and mail past the hourly budget is silently skipped.
 */
export async function signUp(deps: Deps, email: string, requestLanguage: Language) {
  const mailDeps = { mailer: deps.mailer, publicUrl: deps.publicUrl };
  const mayMail = await mayMailConfirmation(deps.rateLimiter, email);
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user?.emailVerified) {
      const language = await profileLanguage(tx, user.id);
      if (mayMail) await mailAlreadyRegistered(mailDeps, tx, user.email, language);
      return;
    }
    if (!user && email === deps.reservedEmail) return;
    if (!user) {
      const name = email.split('@')[0]!;
      // Two sign-ups of one new address at once: the second finds the first's row and just mails.
      const [created] = await tx
        .insert(users)
        .values({ id: randomUUID(), email, name, emailVerified: false })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (created)
        await tx
          .insert(profiles)
          .values({ userId: created.id, displayName: name, language: requestLanguage });
    }
    const language = user ? await profileLanguage(tx, user.id) : requestLanguage;
    if (mayMail) await mailAddressProof(mailDeps, tx, email, language);
  });
  await deps.mailer.deliverDue();
}
