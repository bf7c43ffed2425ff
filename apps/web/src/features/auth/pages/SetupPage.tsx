import { Link, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card, CardDescription, CardHeader } from '../../../components/ui/card';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { NarrowShell } from '../../../components/layout/PageShell';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useSetupStatus } from '../api/get-setup-status';
import { SetupForm } from '../components/SetupForm';

const linkClass = 'font-medium text-navy-900 underline underline-offset-2';

function InvalidLink() {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  return (
    <div className="space-y-3 text-sm">
      <Alert tone="warning">{t('setup.invalidLink')}</Alert>
      <p>
        <Trans t={t} i18nKey="setup.newLinkHelp" components={{ code: <code /> }} />
      </p>
      <p>
        <Link to={localize('/admin-access')} className={linkClass}>
          {t('setup.adminHelp')}
        </Link>
      </p>
    </div>
  );
}

export function SetupPage() {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const describeError = useErrorMessage();
  useDocumentTitle(t('setup.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useSetupStatus(token);

  if (token && status.isPending) return <LoadingScreen />;

  let body;
  if (!token || status.data?.state === 'invalid-token') body = <InvalidLink />;
  else if (status.isError)
    body = (
      <Alert tone="error">{t('setup.checkFailed', { reason: describeError(status.error) })}</Alert>
    );
  else if (status.data?.state === 'admin-exists')
    body = (
      <div className="space-y-3 text-sm">
        <Alert tone="info">{t('setup.adminExists')}</Alert>
        <p>
          <Link to={localize('/auth?admin=true')} className={linkClass}>
            {t('setup.goToSignIn')}
          </Link>
        </p>
      </div>
    );
  else body = <SetupForm token={token} />;

  return (
    <NarrowShell>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('setup.title')}</h1>
          <CardDescription>{t('setup.intro')}</CardDescription>
        </CardHeader>
        {body}
      </Card>
    </NarrowShell>
  );
}
