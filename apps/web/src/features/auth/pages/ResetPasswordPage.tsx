import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@lexbridge/shared/schemas/auth';
import { NarrowShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { Card, CardDescription, CardHeader } from '../../../components/ui/card';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

/** /auth/reset-password?token=…: where the e-mailed reset link leads. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  useDocumentTitle(t('resetPassword.title'));
  const token = useSearchParams()[0].get('token') ?? '';

  return (
    <NarrowShell>
      <Card className="space-y-4">
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('resetPassword.title')}</h1>
          <CardDescription>
            {t('resetPassword.intro', { min: PASSWORD_MIN_LENGTH })}
          </CardDescription>
        </CardHeader>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <Alert tone="warning">{t('resetPassword.noToken')}</Alert>
        )}
        <p className="text-sm">
          <Link
            to={localize('/auth')}
            className="font-medium text-navy-900 underline underline-offset-2"
          >
            {t('resetPassword.backToSignIn')}
          </Link>
        </p>
      </Card>
    </NarrowShell>
  );
}
