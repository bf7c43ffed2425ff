import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useCalendarDates } from '../use-calendar-dates';
import { BookingCalendar } from './BookingCalendar';
import { TimeSlots } from './TimeSlots';

type Props = {
  type: string;
  /** The API path of the booking being moved: the days and times it can move to. */
  movingFrom: string;
  pending: boolean;
  /** Why the last move was refused, if it was. */
  error: unknown;
  onMove(date: string, time: string): void;
};

/** A new day and free time for a booking being moved, picked as when booking, then the move. */
export function MoveTimePicker({ type, movingFrom, pending, error, onMove }: Props) {
  const { t } = useTranslation('booking');
  const dates = useCalendarDates();
  const errorMessage = useErrorMessage();
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  return (
    <>
      <BookingCalendar
        type={type}
        movingFrom={movingFrom}
        selected={date}
        onSelect={(picked) => {
          setDate(picked);
          setTime(undefined);
        }}
      />
      <TimeSlots
        date={date}
        type={type}
        movingFrom={movingFrom}
        selected={time}
        onSelect={setTime}
      />
      {Boolean(error) && <Alert tone="error">{errorMessage(error)}</Alert>}
      <Button
        disabled={!date || !time || pending}
        onClick={() => date && time && onMove(date, time)}
      >
        {date && time
          ? t('manage.moveTo', { date: dates.fullDay(date), time })
          : t('manage.chooseNewTime')}
      </Button>
    </>
  );
}
