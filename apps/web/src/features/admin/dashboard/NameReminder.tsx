import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFirm } from '../../site';
import { Alert } from '../../../components/ui/alert';
import { useAuth } from '../../auth';

/**
 * A short reminder for an administrator who has not chosen a display name (one made before names
 * were asked for): their replies carry the firm's name until they choose one on their account page.
 */
export function NameReminder() {
  const { t } = useTranslation('admin');
  const firm = useFirm();
  const { user } = useAuth();
  if (user?.nameChosen !== false) return null;
  return (
    <Alert tone="info" className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{t('dashboard.nameNudge.text', { firm: firm.name })}</span>
      <Link to="/account" className="font-medium underline underline-offset-2">
        {t('dashboard.nameNudge.link')}
      </Link>
    </Alert>
  );
}
