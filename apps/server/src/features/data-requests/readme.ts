import type { Language } from '@lexbridge/shared/i18n/languages';
import { formatterFor } from '../../platform/i18n/format';
import { translator } from '../../platform/i18n/translator';

/** The parts of data.json, in its order, each explained in a line of the README. */
const SECTIONS = [
  'profile',
  'sessions',
  'signIns',
  'matters',
  'appointments',
  'bookings',
  'invoices',
  'messageThreads',
  'chatConversations',
  'contactRequests',
] as const;

/**
 * The archive's README.txt, in the client's language: what is in it, how the JSON is laid out,
 * what is not in it and why, and whom to ask. CRLF line ends, so Notepad shows it right too.
 */
export function exportReadme(
  language: Language,
  about: { name: string; firm: string; contactEmail: string; at: Date },
) {
  const t = translator(language);
  const format = formatterFor(language);
  const sectionText = (section: (typeof SECTIONS)[number]) =>
    t(`emails:dataExport.readme.sections.${section}`);
  const lines = [
    t('emails:dataExport.readme.title', { name: about.name, firm: about.firm }),
    t('emails:dataExport.readme.made', {
      date: format.date(about.at),
      time: format.time(about.at),
    }),
    '',
    t('emails:dataExport.readme.json'),
    ...SECTIONS.map((section) => `- ${section}: ${sectionText(section)}`),
    '',
    t('emails:dataExport.readme.documents'),
    t('emails:dataExport.readme.notIncluded'),
    t('emails:dataExport.readme.formats'),
    '',
    t('emails:dataExport.readme.questions', { firm: about.firm, email: about.contactEmail }),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
