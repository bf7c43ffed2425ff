import { firm } from '@lexbridge/shared/firm/firm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import type { MailMessage } from '../mailer/mailer';
import { translator } from '../i18n/translator';

/** The sign-up confirmation, in the language of the new account's profile. */
export function verificationMail(to: string, url: string, language: Language): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('emails:signUp.subject', { firm: firm.name }),
    text: [
      t('emails:signUp.welcome', { firm: firm.name }),
      '',
      t('emails:signUp.confirm'),
      url,
      '',
      t('emails:signUp.ignore'),
    ].join('\n'),
  };
}
