import { useTranslation } from 'react-i18next';
import type { AdminBooking } from '@lexbridge/shared/schemas/availability';
import { toast } from '../../../components/ui/toast';
import { firmBookingPath, useFirmReschedule } from '../api/firm-booking-changes';
import { MoveTimePicker } from '../components/MoveTimePicker';
import { useCalendarDates } from '../use-calendar-dates';

type Props = { booking: AdminBooking; onDone(): void };

/**
 * The firm moves a paid consultation to another free time of its length (whatever the client's
 * cut-off); the client is e-mailed the new time with the calendar update.
 */
export function FirmRescheduleForm({ booking, onDone }: Props) {
  const { t } = useTranslation('booking');
  const dates = useCalendarDates();
  const reschedule = useFirmReschedule(booking.id);
  const move = (date: string, time: string) =>
    reschedule.mutate(
      { date, time },
      {
        onSuccess: () => {
          toast.success(t('admin.bookingActions.moved', { date: dates.fullDay(date), time }));
          onDone();
        },
      },
    );
  return (
    <section
      aria-label={t('admin.bookingActions.moveTitle', { name: booking.clientName })}
      className="mt-3 space-y-3"
    >
      <p className="text-sm text-muted">{t('admin.bookingActions.moveHelp')}</p>
      <MoveTimePicker
        type={booking.type}
        movingFrom={firmBookingPath(booking.id)}
        pending={reschedule.isPending}
        error={reschedule.error}
        onMove={move}
      />
    </section>
  );
}
