import { useTranslation } from 'react-i18next';
import { consultationTypes, type ConsultationTypeId } from '@lexbridge/shared/firm/pricing';
import { useFormat } from '../../../lib/i18n/use-format';
import { cn } from '../../../lib/cn';

type Props = { value: ConsultationTypeId; onChange(type: ConsultationTypeId): void };

export function ConsultationTypePicker({ value, onChange }: Props) {
  const { t } = useTranslation('booking');
  const { money } = useFormat();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{t('dialog.typeLegend')}</legend>
      {consultationTypes.map((type) => (
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
            {t(`pricing.types.${type.id}.title`)}
          </span>
          <span className="text-muted">
            {t('dialog.typeOption', { price: money(type.priceCents), count: type.durationMinutes })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
