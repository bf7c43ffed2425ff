import { useTranslation } from 'react-i18next';
import { OWN_EXPORT_PATH } from '../api/data-export';
import { AccountSection } from './AccountSection';
import { DataExportControls } from './DataExportControls';

/**
 * "Your data" on the account page: a copy of everything the firm holds about the account, built
 * in the background and sent by e-mail as a link that works once, for a day.
 */
export function DataExportSection() {
  const { t } = useTranslation('account');
  return (
    <AccountSection title={t('dataExport.title')} intro={t('dataExport.intro')}>
      <DataExportControls path={OWN_EXPORT_PATH} whose="own" />
    </AccountSection>
  );
}
