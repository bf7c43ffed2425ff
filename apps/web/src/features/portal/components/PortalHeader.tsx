import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAuth, useSignOutAndGoHome } from '../../auth';
import { useLocalizedPath } from '../../../lib/i18n/use-language';

/** The portal's title, a welcome with the user's e-mail, Home, My Account and Sign Out. */
export function PortalHeader() {
  const { t } = useTranslation('portal');
  const localize = useLocalizedPath();
  const { user } = useAuth();
  const handleSignOut = useSignOutAndGoHome();

  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="mt-2 text-muted">{t('welcome', { email: user?.email })}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={localize('/')}>{t('home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/account">{t('account')}</Link>
        </Button>
        <Button variant="secondary" onClick={handleSignOut}>
          {t('signOut')}
        </Button>
      </div>
    </header>
  );
}
