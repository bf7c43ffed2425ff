import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBooking } from '@lexbridge/shared/schemas/availability';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { firmBookingPath, useFirmReschedule } from '../api/firm-booking-changes';
import { BookingCalendar } from '../components/BookingCalendar';
import { TimeSlots } from '../components/TimeSlots';
import { useCalendarDates } from '../use-calendar-dates';

type Props = { booking: AdminBooking; onDone(): void };

/**
 * The firm moves a paid consultation to another free time of its length (whatever the client's
 * cut-off); the client is e-mailed the new time with the calendar update.
 */
export function FirmRescheduleForm({ booking, onDone }: Props) {
  const { t } = useTranslation('booking');
  const dates = useCalendarDates();
  const errorMessage = useErrorMessage();
  const reschedule = useFirmReschedule(booking.id);
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const from = firmBookingPath(booking.id);
  const move = () => {
    if (!date || !time) return;
    reschedule.mutate(
      { date, time },
      {
        onSuccess: () => {
          toast.success(t('admin.bookingActions.moved', { date: dates.fullDay(date), time }));
          onDone();
        },
      },
    );
  };
  return (
    <section
      aria-label={t('admin.bookingActions.moveTitle', { name: booking.clientName })}
      className="mt-3 space-y-3"
    >
      <p className="text-sm text-muted">{t('admin.bookingActions.moveHelp')}</p>
      <BookingCalendar
        type={booking.type}
        movingFrom={from}
        selected={date}
        onSelect={(picked) => {
          setDate(picked);
          setTime(undefined);
        }}
      />
      <TimeSlots
        date={date}
        type={booking.type}
        movingFrom={from}
        selected={time}
        onSelect={setTime}
      />
      {reschedule.isError && <Alert tone="error">{errorMessage(reschedule.error)}</Alert>}
      <Button disabled={!date || !time || reschedule.isPending} onClick={move}>
        {date && time
          ? t('manage.moveTo', { date: dates.fullDay(date), time })
          : t('manage.chooseNewTime')}
      </Button>
    </section>
  );
}
