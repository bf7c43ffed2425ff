import type { Language } from '@lexbridge/shared/i18n/languages';
import { ADDRESS_LINK_VALID_HOURS } from '@lexbridge/shared/schemas/account-links';
import type { MailBranding } from '../mailer/branding';
import type { MailMessage } from '../mailer/mailer';
import { translator } from '../i18n/translator';

/** `firm` below: the firm as its published site names it in the mail's language (`mailer.branding`). */

/** The link that proves the address and leads to choosing a password, in the account's language. */
export function verificationMail(
  to: string,
  url: string,
  language: Language,
  firm: Pick<MailBranding, 'name'>,
): MailMessage {
  const t = translator(language);
  return {
    to,
    language,
    subject: t('emails:signUp.subject', { firm: firm.name }),
    text: [
      t('emails:signUp.welcome', { firm: firm.name }),
      '',
      t('emails:signUp.confirm'),
      url,
      '',
      t('emails:signUp.validity', { hours: ADDRESS_LINK_VALID_HOURS }),
      t('emails:signUp.ignore'),
    ].join('\n'),
  };
}

/**
 * To the owner of an address someone tried to sign up with: no new account, and where to sign in
 * (or reset a forgotten password). It carries no link that signs in: they did not ask for one.
 */
export function alreadyRegisteredMail(
  to: string,
  signInUrl: string,
  language: Language,
  firm: Pick<MailBranding, 'name'>,
) {
  const t = translator(language);
  return {
    to,
    language,
    subject: t('emails:signUpExisting.subject', { firm: firm.name }),
    text: [
      t('emails:signUpExisting.body', { firm: firm.name }),
      '',
      t('emails:signUpExisting.action'),
      signInUrl,
      '',
      t('emails:signUpExisting.ignore'),
    ].join('\n'),
  } satisfies MailMessage;
}
