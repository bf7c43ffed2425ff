import { useTranslation } from 'react-i18next';
import { useDaySlots } from '../api/get-day-slots';
import { cn } from '../../../lib/cn';

type Props = {
  date: string | undefined;
  type: string;
  /** The API path of a booking being moved: the times it can move to. */
  movingFrom?: string;
  selected?: string;
  onSelect(time: string): void;
};

/** The free start times of the chosen day, as toggle buttons. */
export function TimeSlots({ date, type, movingFrom, selected, onSelect }: Props) {
  const { t } = useTranslation('booking');
  const slots = useDaySlots(date, type, movingFrom);
  if (!date) return <p className="text-sm text-muted">{t('slots.chooseDate')}</p>;
  if (slots.isLoading) return <p className="text-sm text-muted">{t('slots.loading')}</p>;
  const times = slots.data?.slots ?? [];
  if (times.length === 0) return <p className="text-sm text-muted">{t('slots.none')}</p>;
  return (
    <div
      role="group"
      aria-label={t('slots.label')}
      className="grid grid-cols-3 gap-2 sm:grid-cols-4"
    >
      {times.map((time) => (
        <button
          key={time}
          type="button"
          aria-pressed={selected === time}
          onClick={() => onSelect(time)}
          className={cn(
            'h-10 rounded-md border text-sm font-medium',
            selected === time
              ? 'border-navy-900 bg-navy-900 text-white'
              : 'border-border bg-white text-navy-900 hover:bg-paper-muted',
          )}
        >
          {time}
        </button>
      ))}
    </div>
  );
}
