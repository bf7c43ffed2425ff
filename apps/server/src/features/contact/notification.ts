import { defaultLanguage, type Language } from '@lexbridge/shared/i18n/languages';
import type { ContactRequestData } from '@lexbridge/shared/schemas/contact';
import { localText } from '@lexbridge/shared/site/localize';
import type { LocalizedText } from '@lexbridge/shared/site/text';
import { formatterFor } from '../../platform/i18n/format';
import { translator } from '../../platform/i18n/translator';
import type { MailMessage } from '../../platform/mailer/mailer';

const kinds = { consultation: 'consultation', 'custom-quote': 'customQuote' } as const;

/**
 * The e-mail that tells the firm (at `to`, its notification address) about a new contact request.
 * It goes to the firm, so it is in the firm's language (the default); it says which language the
 * visitor wrote in, to answer in it.
 */
export function contactNotification(
  request: ContactRequestData,
  /** The practice area's title as the site names it. */
  areaTitle: LocalizedText,
  visitorLanguage: Language,
  adminUrl: string,
  to: string,
): MailMessage {
  const t = translator(defaultLanguage);
  const kind = kinds[request.requestType];
  const area = localText(areaTitle, defaultLanguage).text;
  return {
    to,
    language: defaultLanguage,
    subject: t('emails:contact.subject', {
      kind: t(`emails:contact.kind.${kind}`),
      name: request.name,
      area,
    }),
    text: [
      t(`emails:contact.intro.${kind}`),
      '',
      t('emails:contact.name', { value: request.name }),
      t('emails:contact.email', { value: request.email }),
      t('emails:contact.phone', { value: request.phone || t('emails:contact.noPhone') }),
      t('emails:contact.area', { value: area }),
      t('emails:contact.prefers', {
        value: t(`emails:contact.preferred.${request.preferredContact}`),
      }),
      t('emails:contact.language', {
        value: formatterFor(defaultLanguage).languageName(visitorLanguage),
      }),
      '',
      t('emails:contact.message'),
      request.message,
      '',
      t('emails:contact.footer', { url: adminUrl }),
    ].join('\n'),
  };
}
