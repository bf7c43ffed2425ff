import { localizePath, type Language } from '@lexbridge/shared/i18n/languages';
import type { DbOrTx } from '../../db/client';
import type { ServiceDeps } from '../../platform/deps';
import { formatterFor } from '../../platform/i18n/format';
import { translator } from '../../platform/i18n/translator';

type MailDeps = Pick<ServiceDeps, 'mailer' | 'publicUrl'>;
export type ExportOwner = { name: string; email: string; language: Language };

/** The page the mailed link opens: it shows the file and downloads it when asked (once). */
export const exportLinkUrl = (
  deps: Pick<ServiceDeps, 'publicUrl'>,
  token: string,
  language: Language,
) => `${deps.publicUrl}${localizePath(`/data-export/${token}`, language)}`;

/**
 * Tells the client their copy is ready, in their language, with the link (in the caller's
 * transaction, which marks the export ready: the mail exists only if that commits).
 */
export async function mailExportReady(
  deps: MailDeps,
  tx: DbOrTx,
  owner: ExportOwner,
  link: { token: string; expiresAt: Date; byFirm: boolean },
) {
  const { language } = owner;
  const t = translator(language);
  const format = formatterFor(language);
  const firm = deps.mailer.branding(language);
  const until = { date: format.date(link.expiresAt), time: format.time(link.expiresAt) };
  const text = [
    t('emails:dataExport.greeting', { name: owner.name }),
    '',
    t(link.byFirm ? 'emails:dataExport.readyByFirm' : 'emails:dataExport.ready', {
      firm: firm.name,
    }),
    '',
    exportLinkUrl(deps, link.token, language),
    '',
    t('emails:dataExport.once', until),
    t('emails:dataExport.notYou', { email: firm.contactEmail }),
    '',
    firm.name,
  ].join('\n');
  await deps.mailer.send(
    {
      to: owner.email,
      language,
      subject: t('emails:dataExport.subject', { firm: firm.name }),
      text,
    },
    { tx },
  );
}
