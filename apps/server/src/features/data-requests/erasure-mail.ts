import { localizePath, type Language } from '@lexbridge/shared/i18n/languages';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../platform/deps';
import { formatterFor } from '../../platform/i18n/format';
import { translator } from '../../platform/i18n/translator';

type MailDeps = Pick<ServiceDeps, 'mailer' | 'publicUrl'>;

/**
 * Acknowledges an erasure request in the client's language: when it arrived, the date by which
 * the firm must answer, what the law may make the firm keep, and where to follow it. In the
 * caller's transaction, which records the request.
 */
export async function mailErasureReceived(
  deps: MailDeps,
  tx: DbOrTx,
  client: { name: string; email: string; language: Language },
  dates: { requestedAt: Date; dueAt: Date },
) {
  const { language } = client;
  const t = translator(language);
  const format = formatterFor(language);
  const firm = deps.mailer.branding(language);
  const text = [
    t('emails:erasure.greeting', { name: client.name }),
    '',
    t('emails:erasure.received', { firm: firm.name, date: format.date(dates.requestedAt) }),
    t('emails:erasure.deadline', { date: format.date(dates.dueAt) }),
    '',
    t('emails:erasure.kept'),
    '',
    t('emails:erasure.follow', { url: `${deps.publicUrl}${localizePath('/account', language)}` }),
    t('emails:erasure.notYou', { email: firm.contactEmail }),
    '',
    firm.name,
  ].join('\n');
  await deps.mailer.send(
    { to: client.email, language, subject: t('emails:erasure.subject'), text },
    { tx },
  );
}
