import { useTranslation } from 'react-i18next';
import { firm } from '@lexbridge/shared/firm/firm';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useBackups } from '../api/backups';
import { BackupRunList } from './BackupRunList';
import { BackupScheduleForm } from './BackupScheduleForm';
import { Section } from './SettingsFields';

/** Admin -> Settings -> Backups: the daily backup's schedule and the last backups it made. */
export function BackupsCard() {
  const { t } = useTranslation('settings');
  const backups = useBackups();
  const describeError = useErrorMessage();
  return (
    <Section title={t('backups.title')} intro={t('backups.intro', { timeZone: firm.timeZone })}>
      {backups.isPending && <LoadingStatus />}
      {backups.isError && <Alert tone="error">{describeError(backups.error)}</Alert>}
      {backups.data && (
        <>
          <BackupScheduleForm schedule={backups.data.schedule} places={backups.data.places} />
          <h3 className="text-lg font-semibold">{t('backups.lastTitle')}</h3>
          <BackupRunList runs={backups.data.runs} />
        </>
      )}
    </Section>
  );
}
