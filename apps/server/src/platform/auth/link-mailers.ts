import { eq, sql } from 'drizzle-orm';
import { defaultLanguage, type Language } from '@lexbridge/shared/i18n/languages';
import * as schema from '../../db/schema/index';
import type { AuthDeps } from './better-auth';
import { resetPasswordMail, signInLinkMail } from './link-mails';
import { resetPasswordUrl, signInLinkUrl } from './link-urls';
import { mailAddressProof } from './address-proof';

/**
 * Signing up, or signing in to an unconfirmed account, mails the address's owner a link that
 * proves it: at most this many an hour per address, so repeated attempts cannot flood someone's
 * mailbox. Past it, no mail and no error (the answer must not change with it).
 */
export const VERIFICATION_MAILS_PER_HOUR = 5;

/** Whether another confirmation mail to `email` fits this hour's budget (and counts it). */
export async function mayMailConfirmation(rateLimiter: AuthDeps['rateLimiter'], email: string) {
  const key = `verification-mail:address:${email.toLowerCase()}`;
  return (await rateLimiter.hit(key, VERIFICATION_MAILS_PER_HOUR, 3600)).allowed;
}

type Account = { id: string; email: string };

/** The mails Better Auth asks for: confirmation, sign-in link and reset link. */
export function createLinkMailers(deps: AuthDeps) {
  const { db, config, mailer, log, rateLimiter } = deps;

  async function accountOf(email: string) {
    const [row] = await db
      .select({ id: schema.users.id, email: schema.users.email })
      .from(schema.users)
      .where(eq(sql`lower(${schema.users.email})`, email.toLowerCase()));
    return row;
  }
  async function languageOf(user: Account, fallback: Language) {
    const [profile] = await db
      .select({ language: schema.profiles.language })
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, user.id));
    return profile?.language ?? fallback;
  }

  return {
    /**
     * Better Auth's confirmation, when an unconfirmed account signs in: not its own link (which
     * would confirm the address and keep a password set before), but the link that proves the
     * address and drops such a password (see address-proof.ts).
     */
    async sendVerification(user: Account, requestLanguage: Language) {
      if (!(await mayMailConfirmation(rateLimiter, user.email))) {
        log.info({ to: user.email }, 'confirmation mail not re-sent: hourly limit reached');
        return;
      }
      try {
        const language = await languageOf(user, requestLanguage);
        const mailDeps = { mailer, publicUrl: config.publicUrl };
        await db.transaction((tx) => mailAddressProof(mailDeps, tx, user.email, language));
        await mailer.deliverDue();
      } catch (error) {
        // Signing in again re-sends the link, so a failed mail never leaves the account stuck.
        log.error({ err: error, to: user.email }, 'could not send the confirmation mail');
      }
    },

    /** A sign-in link, only to an address that has an account; the answer is the same either way. */
    async sendSignInLink(email: string, token: string) {
      const user = await accountOf(email);
      if (!user) return;
      const language = await languageOf(user, defaultLanguage);
      const url = signInLinkUrl(config.publicUrl, token, { landing: '/auth', language });
      await mailer.send(signInLinkMail(user.email, url, language, mailer.branding(language)));
    },

    /** The reset link: to the reset page, which posts the token with the new password. */
    async sendResetLink(user: Account, token: string) {
      const language = await languageOf(user, defaultLanguage);
      await mailer.send(
        resetPasswordMail(
          user.email,
          resetPasswordUrl(config.publicUrl, token, language),
          language,
          mailer.branding(language),
        ),
      );
    },
  };
}
