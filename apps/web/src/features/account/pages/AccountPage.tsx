import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/PageShell';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CalendarFeedSection } from '../components/CalendarFeedSection';
import { ChangePasswordSection } from '../components/ChangePasswordSection';
import { DataExportSection } from '../components/DataExportSection';
import { DisplayNameSection } from '../components/DisplayNameSection';
import { ErasureSection } from '../components/ErasureSection';
import { LanguageSection } from '../components/LanguageSection';
import { SessionsSection } from '../components/SessionsSection';
import { TeamCardSection } from '../components/TeamCardSection';
import { TwoFactorOnAccount } from '../components/TwoFactorOnAccount';

/**
 * The page's sections, in order. Each loads and saves on its own, so a section is added by
 * naming it here.
 */
const sections: ReadonlyArray<ComponentType> = [
  DisplayNameSection,
  TeamCardSection,
  CalendarFeedSection,
  ChangePasswordSection,
  TwoFactorOnAccount,
  LanguageSection,
  SessionsSection,
  DataExportSection,
  ErasureSection,
];

/**
 * /account: a signed-in user's own password, two-factor sign-in, language and signed-in devices;
 * for an administrator, first the name their replies are signed with, their card on the team and
 * their private calendar feed; last, a copy of their data to download and a request to erase it.
 */
export function AccountPage() {
  const { t } = useTranslation(['account', 'pages']);
  useDocumentTitle(t('pages:account.title'));
  return (
    <PageShell className="max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold">{t('pages:account.title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      {sections.map((Section, index) => (
        <Section key={index} />
      ))}
    </PageShell>
  );
}
