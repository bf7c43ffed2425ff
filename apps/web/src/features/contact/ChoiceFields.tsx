import { useFormContext } from 'react-hook-form';
import type { ContactRequestInput } from '@lexbridge/shared/schemas/contact';
import { FormField, FormFieldset } from '../../components/ui/form';
import { Select } from '../../components/ui/select';

type Props = {
  areas: readonly string[];
  options: readonly { value: string; label: string }[];
};

/** Practice area (native select) and preferred contact (radio buttons in a fieldset). */
export function ChoiceFields({ areas, options }: Props) {
  const { register } = useFormContext<ContactRequestInput>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField name="practiceArea" id="contact-area" label="Practice area">
        <Select {...register('practiceArea')}>
          <option value="">Choose a practice area</option>
          {areas.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </Select>
      </FormField>
      <FormFieldset
        name="preferredContact"
        id="contact-preferred"
        legend="I would prefer"
        className="space-y-1.5"
      >
        <div className="flex flex-wrap gap-x-6 gap-y-2 pt-2">
          {options.map((option) => (
            <label key={option.value} className="flex items-center gap-2">
              <input
                type="radio"
                value={option.value}
                className="size-4 accent-navy-900"
                {...register('preferredContact')}
              />
              {option.label}
            </label>
          ))}
        </div>
      </FormFieldset>
    </div>
  );
}
