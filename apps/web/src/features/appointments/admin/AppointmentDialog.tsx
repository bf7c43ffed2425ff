import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { AdminAppointment } from '@lexbridge/shared/schemas/appointments';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Form, FormSubmit } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { ApiError, untranslatedErrorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { useCreateAppointment } from '../api/create-appointment';
import { useUpdateAppointment } from '../api/update-appointment';
import { AppointmentFormFields } from './AppointmentFormFields';
import {
  appointmentFormSchema,
  appointmentFormValues,
  type AppointmentFormOutput,
  type AppointmentFormValues,
} from './appointment-form';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The matters an appointment may be added to (one: no choice to make). */
  matters: { id: string; title: string }[];
  appointment?: AdminAppointment;
};

/** Add Appointment, or Edit when given one: mounted only while open, so it starts afresh. */
export function AppointmentDialog({ open, onOpenChange, matters, appointment }: Props) {
  const { t } = useTranslation(['appointments']);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        title={t(appointment ? 'admin.form.editTitle' : 'admin.form.newTitle')}
        description={t('admin.form.description')}
      >
        {open && (
          <AppointmentForm
            matters={matters}
            appointment={appointment}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type FormProps = Omit<Props, 'open' | 'onOpenChange'> & { onDone(): void };

function AppointmentForm({ matters, appointment, onDone }: FormProps) {
  const { t } = useTranslation(['appointments']);
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const [serverError, setServerError] = useState<string | null>(null);
  // The server refuses a time over a client's consultation, naming it; the firm may then place
  // the appointment there anyway, with a second, explicit button.
  const [clash, setClash] = useState(false);
  const hintId = useId();
  // Checked in the browser for a quick answer; the server checks the same rules again.
  const form = useForm<AppointmentFormValues, unknown, AppointmentFormOutput>({
    resolver: zodResolver(appointmentFormSchema) as never,
    defaultValues: appointmentFormValues(appointment, matters.length === 1 ? matters[0]!.id : ''),
  });
  // The override answers the clash named for the values sent: any change asks the server anew.
  useEffect(() => {
    const watching = form.watch(() => setClash(false));
    return () => watching.unsubscribe();
  }, [form]);

  const submit = (overConsultation?: true) =>
    form.handleSubmit(async ({ matterId, status, ...values }) => {
      setServerError(null);
      const fields = { ...values, overConsultation };
      try {
        if (appointment) {
          await update.mutateAsync({ id: appointment.id, changes: { ...fields, status } });
        } else {
          await create.mutateAsync({ matterId, input: fields });
        }
        toast.success(t(appointment ? 'admin.toasts.updated' : 'admin.toasts.created'));
        onDone();
      } catch (error) {
        setServerError(untranslatedErrorMessage(error));
        setClash(error instanceof ApiError && error.code === 'APPOINTMENT_CLASH');
        toast.error(t(appointment ? 'admin.toasts.updateFailed' : 'admin.toasts.createFailed'));
      }
    });

  return (
    <Form form={form} onSubmit={submit()} serverError={serverError} className="space-y-5">
      <AppointmentFormFields matters={matters} editing={Boolean(appointment)} />
      {clash && (
        <div className="space-y-2 rounded-md border border-warning/40 bg-warning-soft p-3">
          <p className="text-sm" id={hintId}>
            {t('admin.form.placeAnywayHint')}
          </p>
          <Button
            type="button"
            variant="outline"
            aria-describedby={hintId}
            disabled={form.formState.isSubmitting}
            onClick={submit(true)}
          >
            {t('admin.form.placeAnyway')}
          </Button>
        </div>
      )}
      <div className="flex justify-end">
        <FormSubmit pendingLabel={t('admin.form.saving')}>
          {t(appointment ? 'admin.form.save' : 'admin.form.create')}
        </FormSubmit>
      </div>
    </Form>
  );
}
