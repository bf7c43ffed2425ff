import { useTranslation } from 'react-i18next';
import { analyticsPeriods, type AnalyticsPeriod } from '@lexbridge/shared/schemas/analytics';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';

type Props = { value: AnalyticsPeriod; onChange(months: AnalyticsPeriod): void };

/** The period the charts cover: the last 3, 6 or 12 months. */
export function PeriodSelect({ value, onChange }: Props) {
  const { t } = useTranslation('analytics');
  return (
    <div className="w-full max-w-xs space-y-1.5">
      <Label htmlFor="analytics-period">{t('period.label')}</Label>
      <Select
        id="analytics-period"
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as AnalyticsPeriod)}
      >
        {analyticsPeriods.map((months) => (
          <option key={months} value={months}>
            {t('period.months', { count: months })}
          </option>
        ))}
      </Select>
    </div>
  );
}
