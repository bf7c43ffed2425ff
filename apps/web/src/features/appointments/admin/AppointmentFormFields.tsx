import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  APPOINTMENT_LOCATION_MAX,
  APPOINTMENT_MAX_MINUTES,
  APPOINTMENT_MIN_MINUTES,
  APPOINTMENT_TITLE_MAX,
  appointmentStatuses,
  appointmentStatusLabel,
} from '@lexbridge/shared/schemas/appointments';
import { FormField, FormInput } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { MatterOptions } from '../../matters';
import type { AppointmentFormValues } from './appointment-form';

type Props = {
  /** The matters to choose from when adding; none when the matter is fixed. */
  matters: { id: string; title: string }[];
  editing: boolean;
};

/** The fields of the Add and Edit Appointment dialogs; the start is on the firm's clock. */
export function AppointmentFormFields({ matters, editing }: Props) {
  const { t } = useTranslation(['appointments']);
  const { register } = useFormContext<AppointmentFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {!editing && matters.length > 1 && (
        <FormField name="matterId" label={t('admin.form.matter')} className="sm:col-span-2">
          <Select {...register('matterId')}>
            <MatterOptions matters={matters} noneLabel={t('admin.form.chooseMatter')} />
          </Select>
        </FormField>
      )}
      <FormField name="title" label={t('admin.form.title')} className="sm:col-span-2">
        <Input maxLength={APPOINTMENT_TITLE_MAX} {...register('title')} />
      </FormField>
      <FormInput name="date" type="date" label={t('admin.form.date')} />
      <FormInput
        name="time"
        type="time"
        label={t('admin.form.time')}
        description={t('admin.form.timeZone')}
      />
      <FormInput
        name="durationMinutes"
        type="number"
        inputMode="numeric"
        min={APPOINTMENT_MIN_MINUTES}
        max={APPOINTMENT_MAX_MINUTES}
        step={5}
        label={t('admin.form.duration')}
      />
      {editing && (
        <FormField name="status" label={t('admin.form.status')}>
          <Select {...register('status')}>
            {appointmentStatuses.map((status) => (
              <option key={status} value={status}>
                {t(appointmentStatusLabel(status))}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormField
        name="location"
        label={t('admin.form.location')}
        description={t('admin.form.locationHint')}
        className="sm:col-span-2"
      >
        <Input maxLength={APPOINTMENT_LOCATION_MAX} {...register('location')} />
      </FormField>
    </div>
  );
}
