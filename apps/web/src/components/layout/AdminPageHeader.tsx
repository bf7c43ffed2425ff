import { useTranslation } from 'react-i18next';
import { BackLink } from '../ui/back-link';

/** Title of an admin page with the way back to the dashboard. */
export function AdminPageHeader({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mb-6 space-y-2">
      <BackLink to="/admin">{t('backToDashboard')}</BackLink>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-muted">{intro}</p>
    </div>
  );
}
