import type { Language } from '@lexbridge/shared/i18n/languages';
import { INVITATION_VALID_DAYS } from '@lexbridge/shared/schemas/invitations';
import type { MailBranding } from '../../platform/mailer/branding';
import type { MailMessage } from '../../platform/mailer/mailer';
import { translator } from '../../platform/i18n/translator';

/**
 * The invitation, in the language the firm chose for the client; `url` signs them in once. `firm`
 * is the firm as its published site names it in that language (`mailer.branding`).
 */
export function invitationMail(
  to: { email: string; name: string; language: Language },
  url: string,
  firm: Pick<MailBranding, 'name'>,
): MailMessage {
  const t = translator(to.language);
  return {
    to: to.email,
    language: to.language,
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
