import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/field';
import { useFieldError } from '../../../../components/ui/form';
import type { ConsultationValues } from '../form-values';
import { newItemId } from '../new-item-id';
import { ConsultationCard } from './ConsultationCard';

const MAX = 10;

const blank = (): ConsultationValues => ({
  id: newItemId('consultation'),
  name: { en: '', el: '' },
  description: { en: '', el: '' },
  durationMinutes: '60',
  price: '',
  currency: 'EUR',
  features: [],
  popular: false,
  buttonText: { en: '', el: '' },
  active: false,
});

/** The consultations visitors book and pay for: add, edit, reorder, remove. */
export function ConsultationsTab() {
  const { t } = useTranslation('siteEditor');
  const { control } = useFormContext();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'consultationTypes' });
  const error = useFieldError('consultationTypes');
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">{t('consultations.intro')}</p>
      <FieldError message={error} />
      {fields.map((field, index) => (
        <ConsultationCard
          key={field.id}
          index={index}
          count={fields.length}
          move={move}
          remove={remove}
        />
      ))}
      <Button variant="outline" disabled={fields.length >= MAX} onClick={() => append(blank())}>
        {t('consultations.add')}
      </Button>
    </div>
  );
}
