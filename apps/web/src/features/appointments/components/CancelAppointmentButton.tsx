import { useTranslation } from 'react-i18next';
import type { AdminAppointment } from '@lexbridge/shared/schemas/appointments';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useFormat } from '../../../lib/i18n/use-format';
import { useUpdateAppointment } from '../api/update-appointment';

/** Cancels a scheduled appointment once the admin confirms; the client is mailed the update. */
export function CancelAppointmentButton({ appointment }: { appointment: AdminAppointment }) {
  const { t } = useTranslation(['appointments']);
  const format = useFormat();
  const update = useUpdateAppointment();

  const cancel = () =>
    update.mutate(
      { id: appointment.id, changes: { status: 'cancelled' } },
      {
        onSuccess: () => toast.success(t('admin.toasts.cancelled')),
        onError: () => toast.error(t('admin.toasts.updateFailed')),
      },
    );

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          aria-label={t('admin.cancelOf', { title: appointment.title })}
        >
          {t('admin.cancel')}
        </Button>
      }
      title={t('admin.confirmCancel.title')}
      description={t('admin.confirmCancel.description', {
        title: appointment.title,
        when: format.dateTime(appointment.startsAt),
      })}
      confirmLabel={t('admin.confirmCancel.confirm')}
      onConfirm={cancel}
    />
  );
}
