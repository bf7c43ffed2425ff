import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div
      className="flex min-h-[50vh] items-center justify-center px-4 pt-20"
      role="status"
      aria-live="polite"
    >
      <p className="text-muted">{t('ui.loading')}</p>
    </div>
  );
}
