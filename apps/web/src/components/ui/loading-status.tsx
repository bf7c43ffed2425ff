import { useTranslation } from 'react-i18next';

/** 'Loading...' in a list or panel whose data is on its way, announced to screen readers. */
export function LoadingStatus() {
  const { t } = useTranslation();
  return <p role="status">{t('ui.loading')}</p>;
}
