import { useTranslation } from 'react-i18next';
import type { LocalizedSite } from '@lexbridge/shared/site/localize';
import { useFormat } from '../../../lib/i18n/use-format';
import { cn } from '../../../lib/cn';
import { SiteText } from '../../site';

type Props = {
  types: LocalizedSite['consultationTypes'];
  value: string;
  onChange(type: string): void;
};

/** The consultations the firm offers, each with its price and length. */
export function ConsultationTypePicker({ types, value, onChange }: Props) {
  const { t } = useTranslation('booking');
  const { money } = useFormat();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{t('dialog.typeLegend')}</legend>
      {types.map((type) => (
        <label
          key={type.id}
          className={cn(
            'flex cursor-pointer items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm',
            value === type.id ? 'border-navy-900 bg-paper-muted' : 'border-border',
          )}
        >
          <span className="flex items-center gap-2">
            <input
              type="radio"
              name="consultation-type"
              value={type.id}
              checked={value === type.id}
              onChange={() => onChange(type.id)}
            />
            <SiteText value={type.name} />
          </span>
          <span className="text-muted">
            {t('dialog.typeOption', {
              price: money(type.priceCents, type.currency),
              count: type.durationMinutes,
            })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
