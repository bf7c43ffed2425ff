import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { preferredContactOptions } from '@lexbridge/shared/firm/contact';
import type { ContactRequestInput } from '@lexbridge/shared/schemas/contact';
import { FormField, FormFieldset } from '../../../components/ui/form';
import { Select } from '../../../components/ui/select';
import { useSite } from '../../site';

/**
 * Practice area (native select: the firm's shown practice areas) and preferred contact (radio
 * buttons in a fieldset). The values sent are the areas' ids, the same in every language.
 */
export function ChoiceFields() {
  const { t } = useTranslation('contact');
  const { register } = useFormContext<ContactRequestInput>();
  const areas = useSite()?.practiceAreas ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField name="practiceArea" id="contact-area" label={t('form.practiceArea')}>
        <Select {...register('practiceArea')}>
          <option value="">{t('form.choosePracticeArea')}</option>
          {areas.map((area) => (
            <option key={area.id} value={area.id} lang={area.title.lang}>
              {area.title.text}
            </option>
          ))}
        </Select>
      </FormField>
      <FormFieldset
        name="preferredContact"
        id="contact-preferred"
        legend={t('form.preferredContact')}
        className="space-y-1.5"
      >
        <div className="flex flex-wrap gap-x-6 gap-y-2 pt-2">
          {preferredContactOptions.map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input
                type="radio"
                value={option}
                className="size-4 accent-navy-900"
                {...register('preferredContact')}
              />
              {t(`preferred.${option}`)}
            </label>
          ))}
        </div>
      </FormFieldset>
    </div>
  );
}
