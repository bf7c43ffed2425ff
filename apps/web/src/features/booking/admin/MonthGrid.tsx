import { format, getDay } from 'date-fns';
import type { AdminMonth, DayState } from '@lexbridge/shared/schemas/availability';
import { cn } from '../../../lib/cn';

export const stateLabels: Record<DayState, string> = {
  available: 'Available',
  partial: 'Partially blocked',
  blocked: 'Fully blocked',
  disabled: 'Click to enable',
};

const stateStyles: Record<DayState, string> = {
  available: 'border-success/40 bg-success-soft text-success',
  partial: 'border-warning/40 bg-warning-soft text-warning',
  blocked: 'border-destructive/40 bg-destructive-soft text-destructive',
  disabled: 'border-border bg-white text-muted',
};

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type Props = { data: AdminMonth; onDay(day: AdminMonth['days'][number]): void };

/** The month as a Monday-first grid of day buttons, each naming its state. */
export function MonthGrid({ data, onDay }: Props) {
  const first = new Date(`${data.days[0]!.date}T12:00:00`);
  const leading = (getDay(first) + 6) % 7;
  return (
    <div>
      <div
        className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-muted"
        aria-hidden
      >
        {WEEKDAYS.map((day) => (
          <div key={day}>{day}</div>
        ))}
      </div>
      <ol className="mt-1 grid grid-cols-7 gap-1">
        {Array.from({ length: leading }, (_, i) => (
          <li key={`blank-${i}`} aria-hidden />
        ))}
        {data.days.map((day) => {
          const date = new Date(`${day.date}T12:00:00`);
          return (
            <li key={day.date}>
              <button
                type="button"
                onClick={() => onDay(day)}
                aria-label={`${format(date, 'EEEE, MMMM d')}: ${stateLabels[day.state]}`}
                className={cn(
                  'flex h-16 w-full flex-col items-start justify-between rounded-md border p-1 text-left sm:h-20 sm:p-2',
                  stateStyles[day.state],
                )}
              >
                <span className="text-sm font-semibold">{format(date, 'd')}</span>
                <span className="hidden text-[0.7rem] leading-tight sm:block">
                  {stateLabels[day.state]}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
