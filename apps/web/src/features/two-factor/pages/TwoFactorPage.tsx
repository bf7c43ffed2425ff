import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { NarrowShell } from '../../../components/layout/PageShell';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth';
import { TwoFactorSection } from '../components/TwoFactorSection';

/** /account/two-factor: where an administrator is sent to enrol, and anyone manages theirs. */
export function TwoFactorPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('twoFactor.heading'));
  const { mfaEnrolmentRequired } = useAuth();
  return (
    <NarrowShell>
      <Card className="space-y-4">
        {mfaEnrolmentRequired && <Alert tone="warning">{t('twoFactor.adminRequired')}</Alert>}
        <TwoFactorSection headingLevel={1} />
      </Card>
    </NarrowShell>
  );
}
