import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedBooking } from '@lexbridge/shared/schemas/booking-manage';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { manageApiPath, useRescheduleBooking } from '../api/manage-booking';
import { BookingCalendar } from '../components/BookingCalendar';
import { TimeSlots } from '../components/TimeSlots';
import { useCalendarDates } from '../use-calendar-dates';

type Props = { token: string; booking: ManagedBooking; onDone(): void };

/** A new free time of the same consultation, picked as when booking; the payment is kept. */
export function RescheduleForm({ token, booking, onDone }: Props) {
  const { t } = useTranslation('booking');
  const dates = useCalendarDates();
  const errorMessage = useErrorMessage();
  const reschedule = useRescheduleBooking(token);
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const move = () => {
    if (!date || !time) return;
    reschedule.mutate(
      { date, time },
      {
        onSuccess: () => {
          toast.success(t('manage.moved', { date: dates.fullDay(date), time }));
          onDone();
        },
      },
    );
  };
  return (
    <section aria-labelledby="reschedule-title" className="mt-6 space-y-4">
      <h2 id="reschedule-title" className="text-xl font-semibold">
        {t('manage.rescheduleTitle')}
      </h2>
      <p className="text-sm text-muted">{t('manage.rescheduleHelp')}</p>
      <BookingCalendar
        type={booking.type}
        movingFrom={manageApiPath(token)}
        selected={date}
        onSelect={(picked) => {
          setDate(picked);
          setTime(undefined);
        }}
      />
      <TimeSlots
        date={date}
        type={booking.type}
        movingFrom={manageApiPath(token)}
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
