import { firm } from '@lexbridge/shared/firm/firm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import type { Translator } from '../../platform/i18n/translator';
import { formatterFor } from '../../platform/i18n/format';
import { translator } from '../../platform/i18n/translator';
import type { MailBranding } from '../../platform/mailer/branding';
import type { MailMessage } from '../../platform/mailer/mailer';
import { describeDevice } from './device';

/** What changed on the account, each with its own subject and first line. */
export type AccountChange =
  | { kind: 'passwordChanged' }
  | { kind: 'sessionSignedOut'; userAgent: string | null }
  | { kind: 'otherSessionsSignedOut'; count: number };

/** Where the change was made from: the browser that asked, and when. */
export type ChangeOrigin = { at: Date; userAgent: string | null; ip: string | null };

export type MailRecipient = { email: string; name: string; language: Language };

const deviceName = (t: Translator, userAgent: string | null) => {
  const { browser, os } = describeDevice(userAgent);
  if (browser && os) return t('emails:account.device', { browser, os });
  return browser ?? os ?? t('emails:account.unknownDevice');
};

function introOf(t: Translator, change: AccountChange, firmName: string) {
  const values = { firm: firmName };
  switch (change.kind) {
    case 'sessionSignedOut':
      return t('emails:account.sessionSignedOut.intro', {
        ...values,
        device: deviceName(t, change.userAgent),
      });
    case 'otherSessionsSignedOut':
      return t('emails:account.otherSessionsSignedOut.intro', { ...values, count: change.count });
    default:
      return t('emails:account.passwordChanged.intro', values);
  }
}

/**
 * The notice of a change to the account, in the account's language: what changed, when, from
 * which browser and address, and whom to tell if it was not the owner. It carries no password,
 * link that signs in, or session token: a notice that leaks is still harmless. `sender` is the
 * firm as its published site names it in the account's language (`mailer.branding`).
 */
export function accountChangeMail(
  to: MailRecipient,
  change: AccountChange,
  origin: ChangeOrigin,
  publicUrl: string,
  sender: Pick<MailBranding, 'name' | 'contactEmail'>,
): MailMessage {
  const t = translator(to.language);
  const format = formatterFor(to.language);
  const device = deviceName(t, origin.userAgent);
  return {
    to: to.email,
    language: to.language,
    subject: t(`emails:account.${change.kind}.subject`, { firm: sender.name }),
    text: [
      t('emails:account.greeting', { name: to.name }),
      '',
      introOf(t, change, sender.name),
      '',
      t('emails:account.when', {
        date: format.date(origin.at),
        time: format.time(origin.at),
        timeZone: firm.timeZone,
      }),
      origin.ip
        ? t('emails:account.fromAddress', { device, address: origin.ip })
        : t('emails:account.from', { device }),
      '',
      t('emails:account.notYou', { firm: sender.name, email: sender.contactEmail }),
      t('emails:account.review', { url: new URL('/account', publicUrl).toString() }),
      '',
      sender.name,
    ].join('\n'),
  };
}
