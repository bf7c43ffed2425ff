import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BACKUP_HOUR,
  BACKUP_KEEP_LAST,
  backupScheduleSchema,
  type BackupPlaces,
  type BackupSchedule,
} from '@lexbridge/shared/schemas/backups';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useServerForm } from '../../../lib/use-server-form';
import { useUpdateBackupSchedule } from '../api/backups';
import { BackupDestinationField } from './BackupDestinationField';
import { numberInput } from './SettingsFields';

const formValues = (schedule: BackupSchedule) => ({
  enabled: schedule.enabled,
  hour: String(schedule.hour),
  keepLast: String(schedule.keepLast),
  destination: schedule.destination,
  s3Prefix: schedule.s3Prefix,
});
const fields = ['enabled', 'hour', 'keepLast', 'destination', 's3Prefix'] as const;

function EnabledField() {
  const { t } = useTranslation('settings');
  const { register } = useFormContext<ReturnType<typeof formValues>>();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="size-4" {...register('enabled')} />
      <Label htmlFor={id}>{t('backups.fields.enabled')}</Label>
    </div>
  );
}

/**
 * The scheduled backup's form: on or off, its hour in the firm's time zone, how many are kept, and
 * where they go.
 */
export function BackupScheduleForm({
  schedule,
  places,
}: {
  schedule: BackupSchedule;
  places: BackupPlaces;
}) {
  const { t } = useTranslation('settings');
  const update = useUpdateBackupSchedule();
  const { form, serverError, onSubmit } = useServerForm({
    schema: backupScheduleSchema,
    defaultValues: formValues(schedule),
    async submit(values, form) {
      try {
        form.reset(formValues(await update.mutateAsync(values)));
        toast.success(t('backups.saved'));
      } catch (error) {
        toast.error(t('backups.saveFailed'));
        const refused = error instanceof ApiError ? error.fields : {};
        const named = fields.filter((field) => refused[field]);
        named.forEach((field, index) =>
          form.setError(field, { message: refused[field] }, { shouldFocus: index === 0 }),
        );
        if (named.length === 0) throw error;
      }
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-4">
      <EnabledField />
      <FormInput
        name="hour"
        label={t('backups.fields.hour.label')}
        description={t('backups.fields.hour.hint', BACKUP_HOUR)}
        {...numberInput}
      />
      <FormInput
        name="keepLast"
        label={t('backups.fields.keepLast.label')}
        description={t('backups.fields.keepLast.hint', BACKUP_KEEP_LAST)}
        {...numberInput}
      />
      <BackupDestinationField places={places} />
      <div className="flex justify-end">
        <FormSubmit pendingLabel={t('saving')}>{t('backups.save')}</FormSubmit>
      </div>
    </Form>
  );
}
