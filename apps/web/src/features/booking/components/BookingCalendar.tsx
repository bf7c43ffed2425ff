import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker } from 'react-day-picker';
import { format, startOfMonth, startOfToday } from 'date-fns';
import 'react-day-picker/style.css';
import './booking-calendar.css';
import { useMonthAvailability } from '../api/get-month-availability';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useDayPickerLocale } from './day-picker-locale';

type Props = {
  type: string;
  /** The API path of a booking being moved: the days it can move to (see the availability API). */
  movingFrom?: string;
  selected: string | undefined;
  onSelect(date: string | undefined): void;
};

/**
 * Month calendar where only days the server reports as bookable can be picked. Month and weekday
 * names and the day labels are in the page's language (suspends while its locale loads).
 */
export function BookingCalendar({ type, movingFrom, selected, onSelect }: Props) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const locale = useDayPickerLocale(language);
  const [month, setMonth] = useState(() => startOfMonth(startOfToday()));
  const monthKey = format(month, 'yyyy-MM');
  const availability = useMonthAvailability(monthKey, type, true, movingFrom);
  const open = new Set(availability.data?.availableDates ?? []);

  return (
    <div className="booking-calendar w-fit max-w-full rounded-md border border-border p-2">
      <DayPicker
        mode="single"
        month={month}
        onMonthChange={setMonth}
        startMonth={startOfMonth(startOfToday())}
        selected={selected ? new Date(`${selected}T12:00:00`) : undefined}
        onSelect={(day) => onSelect(day ? format(day, 'yyyy-MM-dd') : undefined)}
        disabled={(day) => !open.has(format(day, 'yyyy-MM-dd'))}
        weekStartsOn={1}
        locale={locale}
        aria-busy={availability.isLoading || undefined}
      />
      {availability.isError && (
        <p className="px-2 text-sm text-destructive">{t('calendar.loadFailed')}</p>
      )}
    </div>
  );
}
