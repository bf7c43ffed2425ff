import { useTranslation } from 'react-i18next';
import { usePaymentsMode } from './use-payments-mode';

/**
 * On a site running the built-in test checkout on purpose (PAYMENTS_TEST_MODE=true), every page
 * says that nothing paid here is real, above everything else, in the public site, the portal and
 * the back office alike.
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  const { data } = usePaymentsMode();
  if (!data?.testMode) return null;
  return (
    <aside
      aria-label={t('paymentsTestMode.label')}
      className="border-b border-warning bg-warning-soft px-4 py-2 text-center text-sm font-semibold text-warning"
    >
      <p>{t('paymentsTestMode.notice')}</p>
    </aside>
  );
}
