import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  contactPracticeAreaChoices,
  preferredContactOptions,
} from '@lexbridge/shared/firm/contact';
import type { ContactRequestInput } from '@lexbridge/shared/schemas/contact';
import { FormField, FormFieldset } from '../../../components/ui/form';
import { Select } from '../../../components/ui/select';

/**
 * Practice area (native select) and preferred contact (radio buttons in a fieldset). The values
 * sent are the same in every language; only the labels are translated.
 */
export function ChoiceFields() {
  const { t } = useTranslation('contact');
  const { register } = useFormContext<ContactRequestInput>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField name="practiceArea" id="contact-area" label={t('form.practiceArea')}>
        <Select {...register('practiceArea')}>
          <option value="">{t('form.choosePracticeArea')}</option>
          {contactPracticeAreaChoices.map((area) => (
            <option key={area.value} value={area.value}>
              {t(`areas.${area.id}`)}
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
