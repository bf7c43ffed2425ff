import type { Language } from '@lexbridge/shared/i18n/languages';
import {
  RESET_LINK_VALID_MINUTES,
  SIGN_IN_LINK_VALID_MINUTES,
} from '@lexbridge/shared/schemas/account-links';
import type { MailBranding } from '../mailer/branding';
import type { MailMessage } from '../mailer/mailer';
import { translator } from '../i18n/translator';

/** `firm` below: the firm as its published site names it in the mail's language (`mailer.branding`). */

/** The e-mailed sign-in link, in the account's language. */
export function signInLinkMail(
  to: string,
  url: string,
  language: Language,
  firm: Pick<MailBranding, 'name'>,
): MailMessage {
  const t = translator(language);
  return {
    to,
    language,
    subject: t('emails:signInLink.subject', { firm: firm.name }),
    text: [
      t('emails:signInLink.action', { firm: firm.name }),
      url,
      '',
      t('emails:signInLink.validity', { minutes: SIGN_IN_LINK_VALID_MINUTES }),
      t('emails:signInLink.ignore'),
    ].join('\n'),
  };
}

/** The password reset link, in the account's language. */
export function resetPasswordMail(
  to: string,
  url: string,
  language: Language,
  firm: Pick<MailBranding, 'name'>,
): MailMessage {
  const t = translator(language);
  return {
    to,
    language,
    subject: t('emails:passwordReset.subject', { firm: firm.name }),
    text: [
      t('emails:passwordReset.action', { firm: firm.name }),
      url,
      '',
      t('emails:passwordReset.validity', { minutes: RESET_LINK_VALID_MINUTES }),
      t('emails:passwordReset.ignore'),
    ].join('\n'),
  };
}
