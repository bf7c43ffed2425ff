import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { firm } from '@lexbridge/shared/firm/firm';
import { LoadingScreen } from '../../components/layout/LoadingScreen';
import { NarrowShell } from '../../components/layout/PageShell';
import { Alert } from '../../components/ui/alert';
import { Card, CardDescription, CardHeader } from '../../components/ui/card';
import { useLocalizedPath } from '../../lib/i18n/use-language';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useErrorMessage } from '../../lib/use-error-message';
import { useInvitationStatus } from './api/get-invitation-status';
import { InvitationForm } from './InvitationForm';

/** /invitation?token=…: where a client the firm added chooses a password and enters the portal. */
export function InvitationPage() {
  const { t } = useTranslation('invitations');
  const localize = useLocalizedPath();
  const describeError = useErrorMessage();
  useDocumentTitle(t('title', { firm: firm.name }));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useInvitationStatus(token);

  if (token && status.isPending) return <LoadingScreen />;

  let body;
  if (status.isError) body = <Alert tone="error">{describeError(status.error)}</Alert>;
  else if (status.data?.state === 'ready')
    body = (
      <>
        <p className="text-sm">
          {t('forAccount', { name: status.data.name, email: status.data.email })}
        </p>
        <InvitationForm token={token} email={status.data.email} />
      </>
    );
  else
    body = (
      <div className="space-y-3 text-sm">
        <Alert tone="warning">{t('invalid')}</Alert>
        <p>
          <Link
            to={localize('/auth')}
            className="font-medium text-navy-900 underline underline-offset-2"
          >
            {t('goToSignIn')}
          </Link>
        </p>
      </div>
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
