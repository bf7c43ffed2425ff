import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '@lexbridge/shared/schemas/booking-manage';
import { toast } from '../../../components/ui/toast';
import { manageApiPath, useRescheduleBooking } from '../api/manage-booking';
import { MoveTimePicker } from '../components/MoveTimePicker';
import { useCalendarDates } from '../use-calendar-dates';

type Props = { token: string; booking: ManagedBooking; onDone(): void };

/** A new free time of the same consultation, picked as when booking; the payment is kept. */
export function RescheduleForm({ token, booking, onDone }: Props) {
  const { t } = useTranslation('booking');
  const dates = useCalendarDates();
  const reschedule = useRescheduleBooking(token);
  const move = (date: string, time: string) =>
    reschedule.mutate(
      { date, time },
      {
        onSuccess: () => {
          toast.success(t('manage.moved', { date: dates.fullDay(date), time }));
          onDone();
        },
      },
    );
  return (
    <section aria-labelledby="reschedule-title" className="mt-6 space-y-4">
      <h2 id="reschedule-title" className="text-xl font-semibold">
        {t('manage.rescheduleTitle')}
      </h2>
      <p className="text-sm text-muted">{t('manage.rescheduleHelp')}</p>
      <MoveTimePicker
        type={booking.type}
        movingFrom={manageApiPath(token)}
        pending={reschedule.isPending}
        error={reschedule.error}
        onMove={move}
      />
    </section>
  );
}
