import { firm } from '@lexbridge/shared/firm/firm';
import { localizePath, type Language } from '@lexbridge/shared/i18n/languages';
import { INVITATION_VALID_DAYS } from '@lexbridge/shared/schemas/invitations';
import type { MailMessage } from '../../platform/mailer/mailer';
import { translator } from '../../platform/i18n/translator';

/** The link to the invitation page, in the client's language. */
export function invitationUrl(publicUrl: string, token: string, language: Language) {
  const url = new URL(localizePath('/invitation', language), publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The invitation, in the language the firm chose for the client. */
export function invitationMail(
  to: { email: string; name: string; language: Language },
  url: string,
): MailMessage {
  const t = translator(to.language);
  return {
    to: to.email,
    subject: t('emails:invitation.subject', { firm: firm.name }),
    text: [
      t('emails:invitation.greeting', { name: to.name }),
      '',
      t('emails:invitation.body', { firm: firm.name }),
      '',
      t('emails:invitation.action'),
      url,
      '',
      t('emails:invitation.validity', { days: INVITATION_VALID_DAYS }),
      t('emails:invitation.ignore'),
    ].join('\n'),
  };
}
