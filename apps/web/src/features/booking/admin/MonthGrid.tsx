import { getDay } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { AdminMonth, DayState } from '@lexbridge/shared/schemas/availability';
import { cn } from '../../../lib/cn';
import { useCalendarDates } from '../use-calendar-dates';
import { useLocalizedName } from '../use-localized-name';

/** Each state's name is `booking:admin.states.<state>`, in the legend and on every day. */
export const dayStates: DayState[] = ['available', 'partial', 'blocked', 'disabled'];

const stateStyles: Record<DayState, string> = {
  available: 'border-success/40 bg-success-soft text-success',
  partial: 'border-warning/40 bg-warning-soft text-warning',
  blocked: 'border-destructive/40 bg-destructive-soft text-destructive',
  disabled: 'border-border bg-white text-muted',
};

type Props = { data: AdminMonth; onDay(day: AdminMonth['days'][number]): void };

/** The month as a Monday-first grid of day buttons, each naming its state. */
export function MonthGrid({ data, onDay }: Props) {
  const { t } = useTranslation('booking');
  const dates = useCalendarDates();
  const localized = useLocalizedName();
  const first = new Date(`${data.days[0]!.date}T12:00:00`);
  const leading = (getDay(first) + 6) % 7;
  return (
    <div>
      <div
        className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-muted"
        aria-hidden
      >
        {dates.weekdaysShort.map((day) => (
          <div key={day}>{day}</div>
        ))}
      </div>
      <ol className="mt-1 grid grid-cols-7 gap-1">
        {Array.from({ length: leading }, (_, i) => (
          <li key={`blank-${i}`} aria-hidden />
        ))}
        {data.days.map((day) => {
          const state = t(`admin.states.${day.state}`);
          const entries = day.entries > 0 ? t('admin.entries', { count: day.entries }) : '';
          const holiday = day.holiday ? localized(day.holiday.name) : '';
          const label = [
            t('admin.dayLabel', { day: dates.weekdayAndDay(day.date), state }),
            holiday &&
              t(day.holiday!.reopened ? 'admin.holiday.open' : 'admin.holiday.closed', {
                name: holiday,
              }),
            entries,
          ].filter(Boolean);
          return (
            <li key={day.date}>
              <button
                type="button"
                onClick={() => onDay(day)}
                aria-label={label.join(', ')}
                className={cn(
                  'flex h-16 w-full flex-col items-start justify-between rounded-md border p-1 text-left sm:h-20 sm:p-2',
                  stateStyles[day.state],
                )}
              >
                <span className="text-sm font-semibold">{Number(day.date.slice(8))}</span>
                <span className="hidden text-[0.7rem] leading-tight sm:block">
                  {holiday || state}
                  {entries && <span className="block font-semibold">{entries}</span>}
                </span>
                {entries && (
                  <span aria-hidden className="text-[0.7rem] font-semibold sm:hidden">
                    {day.entries}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
