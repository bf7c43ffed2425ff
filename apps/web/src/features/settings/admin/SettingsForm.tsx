import { useTranslation } from 'react-i18next';
import { useFirm } from '../../site';
import {
  BOOKING_HOLD_MINUTES,
  CANCELLATION_CUTOFF_HOURS,
  CHAT_MAIL_THROTTLE_MINUTES,
  firmSettingsFields,
  INVOICE_PREFIX,
  firmSettingsSchema,
  NOTIFICATION_EMAIL_MAX,
  REMINDER_HOURS,
  RETENTION_MONTHS,
  type FirmSettings,
} from '@lexbridge/shared/schemas/settings';
import { Form, FormSubmit } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useServerForm } from '../../../lib/use-server-form';
import { useUpdateSettings } from '../api/update-settings';
import { numberInput, optionalNumberInput, Section, SettingsInput } from './SettingsFields';
import { RefundBeforeCutoffField } from './RefundBeforeCutoffField';

/** The form shows every value as text; an empty retention field means keep forever. */
const formValues = (settings: FirmSettings) => ({
  notificationEmail: settings.notificationEmail ?? '',
  bookingHoldMinutes: String(settings.bookingHoldMinutes),
  cancellationCutoffHours: String(settings.cancellationCutoffHours),
  refundBeforeCutoff: settings.refundBeforeCutoff,
  firstReminderHours: settings.firstReminderHours?.toString() ?? '',
  secondReminderHours: settings.secondReminderHours?.toString() ?? '',
  chatMailThrottleMinutes: String(settings.chatMailThrottleMinutes),
  chatRetentionMonths: settings.chatRetentionMonths?.toString() ?? '',
  outboxRetentionMonths: settings.outboxRetentionMonths?.toString() ?? '',
  invoicePrefix: settings.invoicePrefix,
});

/**
 * The settings form. The shared schema checks each value here and again on the server; a value
 * the server refuses is shown beside its own field. Saved: 'Settings saved'.
 */
export function SettingsForm({ settings }: { settings: FirmSettings }) {
  const { t } = useTranslation('settings');
  const firm = useFirm();
  const update = useUpdateSettings();
  const { form, serverError, onSubmit } = useServerForm({
    schema: firmSettingsSchema,
    defaultValues: formValues(settings),
    async submit(values, form) {
      try {
        form.reset(
          formValues(await update.mutateAsync({ ...values, basedOn: settings.updatedAt })),
        );
        toast.success(t('saved'));
      } catch (error) {
        toast.error(t('saveFailed'));
        const refused = error instanceof ApiError ? error.fields : {};
        const fields = firmSettingsFields.filter((field) => refused[field]);
        fields.forEach((field, index) =>
          form.setError(field, { message: refused[field] }, { shouldFocus: index === 0 }),
        );
        if (fields.length === 0) throw error;
      }
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-6">
      <Section title={t('sections.notifications')}>
        <SettingsInput
          name="notificationEmail"
          values={{ email: firm.contactEmail }}
          type="email"
          autoComplete="off"
          maxLength={NOTIFICATION_EMAIL_MAX}
          placeholder={firm.contactEmail}
        />
      </Section>
      <Section title={t('sections.booking')}>
        <SettingsInput name="bookingHoldMinutes" values={BOOKING_HOLD_MINUTES} {...numberInput} />
        <SettingsInput
          name="cancellationCutoffHours"
          values={CANCELLATION_CUTOFF_HOURS}
          {...numberInput}
        />
        <RefundBeforeCutoffField />
      </Section>
      <Section title={t('sections.reminders')}>
        <SettingsInput name="firstReminderHours" values={REMINDER_HOURS} {...optionalNumberInput} />
        <SettingsInput
          name="secondReminderHours"
          values={REMINDER_HOURS}
          {...optionalNumberInput}
        />
      </Section>
      <Section title={t('sections.chat')}>
        <SettingsInput
          name="chatMailThrottleMinutes"
          values={CHAT_MAIL_THROTTLE_MINUTES}
          {...numberInput}
        />
      </Section>
      <Section title={t('sections.invoices')}>
        <SettingsInput
          name="invoicePrefix"
          values={{
            max: INVOICE_PREFIX.max,
            example: `${settings.invoicePrefix}-${new Date().getFullYear()}-0001`,
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={INVOICE_PREFIX.max}
          className="sm:max-w-40"
        />
      </Section>
      <Section title={t('sections.retention')} intro={t('retentionIntro')}>
        <SettingsInput
          name="chatRetentionMonths"
          values={RETENTION_MONTHS}
          {...optionalNumberInput}
          placeholder={t('keepForever')}
        />
        <SettingsInput
          name="outboxRetentionMonths"
          values={RETENTION_MONTHS}
          {...optionalNumberInput}
          placeholder={t('keepForever')}
        />
      </Section>
      <div className="flex justify-end">
        <FormSubmit pendingLabel={t('saving')}>{t('save')}</FormSubmit>
      </div>
    </Form>
  );
}
