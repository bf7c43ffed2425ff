import { useTranslation } from 'react-i18next';
import { CONSULTATION_MINUTES } from '@lexbridge/shared/site/consultations';
import { TEXT_MAX } from '@lexbridge/shared/site/text';
import { BilingualField } from '../fields/BilingualField';
import { BilingualList } from '../fields/BilingualList';
import { CheckboxField } from '../fields/CheckboxField';
import { CurrencySelect } from '../fields/CurrencySelect';
import { ItemControls } from '../fields/ItemControls';
import { useItemName } from '../fields/use-item-name';
import { SiteInput } from '../fields/SiteInput';

type Props = {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
};

/** One consultation type's card: its texts, length, price (as an amount, stored in cents), flags. */
export function ConsultationCard({ index, count, move, remove }: Props) {
  const { t } = useTranslation('siteEditor');
  const path = `consultationTypes.${index}`;
  const name = useItemName(`${path}.name`);
  return (
    <section
      className="min-w-0 space-y-4 rounded-lg border border-border bg-white p-4 sm:p-6"
      aria-label={name}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-lg font-semibold break-words">{name}</h2>
        <ItemControls itemName={name} index={index} count={count} move={move} remove={remove} />
      </div>
      <BilingualField
        name={`${path}.name`}
        label={t('consultations.name')}
        maxLength={TEXT_MAX.short}
      />
      <BilingualField
        name={`${path}.description`}
        label={t('consultations.description')}
        multiline
        rows={2}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SiteInput
          name={`${path}.durationMinutes`}
          inputMode="numeric"
          label={t('consultations.duration')}
          description={t('consultations.durationHint', CONSULTATION_MINUTES)}
        />
        <SiteInput
          name={`${path}.price`}
          inputMode="decimal"
          label={t('consultations.price')}
          description={t('consultations.priceHint')}
        />
        <CurrencySelect name={`${path}.currency`} label={t('consultations.currency')} />
      </div>
      <BilingualList name={`${path}.features`} label={t('consultations.features')} max={12} />
      <BilingualField name={`${path}.buttonText`} label={t('consultations.buttonText')} />
      <div className="flex flex-wrap gap-6">
        <CheckboxField name={`${path}.popular`} label={t('consultations.popular')} />
        <CheckboxField name={`${path}.active`} label={t('consultations.active')} />
      </div>
    </section>
  );
}
