import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { Alert } from '../../../components/ui/alert';
import { useTwoFactorStatus } from '../api/two-factor';
import { BackupCodesPanel } from './BackupCodesPanel';
import { EnrolTwoFactor } from './EnrolTwoFactor';
import { ManageTwoFactor } from './ManageTwoFactor';

/**
 * Two-factor sign-in for the signed-in user's own account: set it up, see the backup codes once,
 * regenerate them or turn it off. Hosted by /account/two-factor and the account page.
 */
export function TwoFactorSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('auth');
  const status = useTwoFactorStatus();
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Subheading = headingLevel === 1 ? 'h2' : 'h3';

  let body;
  if (backupCodes)
    body = (
      <BackupCodesPanel
        codes={backupCodes}
        Heading={Subheading}
        onDone={() => setBackupCodes(null)}
      />
    );
  else if (status.isPending) body = <LoadingStatus />;
  else if (status.isError) body = <Alert tone="error">{t('twoFactor.loadFailed')}</Alert>;
  else if (status.data.enabled)
    body = (
      <>
        <p>{t('twoFactor.on', { name: status.data.name ?? '' })}</p>
        <ManageTwoFactor
          hasPassword={status.data.hasPassword}
          Heading={Subheading}
          onBackupCodes={setBackupCodes}
        />
      </>
    );
  else body = <EnrolTwoFactor hasPassword={status.data.hasPassword} onConfirmed={setBackupCodes} />;

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-4">
      <Heading
        id="two-factor-heading"
        className={headingLevel === 1 ? 'text-2xl font-semibold' : 'text-xl font-semibold'}
      >
        {t('twoFactor.heading')}
      </Heading>
      {body}
    </section>
  );
}
