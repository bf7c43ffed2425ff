import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFirm } from '../../site';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { NarrowShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { Card, CardDescription, CardHeader } from '../../../components/ui/card';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useAuth } from '../../auth';
import { useInvitationStatus } from '../api/get-invitation-status';
import { InvitationForm } from '../components/InvitationForm';

const linkClass = 'font-medium text-navy-900 underline underline-offset-2';

/**
 * Where the invitation link lands once it has signed the client in: they choose a password, or
 * go straight to the portal and keep signing in with e-mailed links. A link that was used or had
 * expired lands here with `?error=`, signed out.
 */
export function InvitationPage() {
  const { t } = useTranslation('invitations');
  const firm = useFirm();
  const localize = useLocalizedPath();
  const describeError = useErrorMessage();
  useDocumentTitle(t('title', { firm: firm.name }));
  const linkFailed = useSearchParams()[0].has('error');
  const { user, loading } = useAuth();
  const status = useInvitationStatus(Boolean(user) && !linkFailed);

  if (loading || status.isLoading) return <LoadingScreen />;

  let body;
  if (linkFailed || !user)
    body = (
      <div className="space-y-3 text-sm">
        <Alert tone="warning">{t('invalid')}</Alert>
        <p>
          <Link to={localize('/auth')} className={linkClass}>
            {t('goToSignIn')}
          </Link>
        </p>
      </div>
    );
  else if (status.isError) body = <Alert tone="error">{describeError(status.error)}</Alert>;
  else if (status.data?.hasPassword)
    body = (
      <p className="text-sm">
        {t('hasPassword')}{' '}
        <Link to="/client-portal" className={linkClass}>
          {t('goToPortal')}
        </Link>
      </p>
    );
  else if (status.data)
    body = (
      <>
        <p className="text-sm">
          {t('forAccount', { name: status.data.name, email: status.data.email })}
        </p>
        <InvitationForm email={status.data.email} />
        <p className="text-sm">
          <Link to="/client-portal" className={linkClass}>
            {t('skip')}
          </Link>
        </p>
      </>
    );

  return (
    <NarrowShell>
      <Card className="space-y-4">
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('title', { firm: firm.name })}</h1>
          <CardDescription>{t('intro')}</CardDescription>
        </CardHeader>
        {body}
      </Card>
    </NarrowShell>
  );
}
