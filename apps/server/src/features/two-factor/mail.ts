import type { Language } from '@lexbridge/shared/i18n/languages';
import type { MailBranding } from '../../platform/mailer/branding';
import type { MailMessage } from '../../platform/mailer/mailer';
import { translator } from '../../platform/i18n/translator';

const MAIL_KEYS = { enable: 'enabled', disable: 'disabled', backup_codes: 'backupCodes' } as const;

/**
 * Tells the account's owner that two-factor sign-in was turned on or off, or got new backup codes;
 * `firm` is the firm as its published site names it in `language` (`mailer.branding`).
 */
export function twoFactorChangedMail(
  to: string,
  change: 'enable' | 'disable' | 'backup_codes',
  language: Language,
  firm: Pick<MailBranding, 'name'>,
): MailMessage {
  const t = translator(language);
  const state = MAIL_KEYS[change];
  return {
    to,
    language,
    subject: t(`emails:twoFactor.${state}.subject`, { firm: firm.name }),
    text: [
      t(`emails:twoFactor.${state}.body`, { firm: firm.name }),
      '',
      t('emails:twoFactor.notYou', { firm: firm.name }),
    ].join('\n'),
  };
}
