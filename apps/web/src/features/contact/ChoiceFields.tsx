import type { UseFormReturn } from 'react-hook-form';
import type { ContactRequestData, ContactRequestInput } from '@lexbridge/shared/schemas/contact';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';

type Props = {
  form: UseFormReturn<ContactRequestInput, unknown, ContactRequestData>;
  areas: readonly string[];
  options: readonly { value: string; label: string }[];
};

/** Practice area (native select) and preferred contact (radio buttons in a fieldset). */
export function ChoiceFields({ form, areas, options }: Props) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor="contact-area">Practice area</Label>
        <Select
          id="contact-area"
          aria-invalid={errors.practiceArea ? true : undefined}
          aria-describedby={errors.practiceArea ? 'contact-area-error' : undefined}
          {...form.register('practiceArea')}
        >
          <option value="">Choose a practice area</option>
          {areas.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </Select>
        {errors.practiceArea && (
          <p id="contact-area-error" className="text-sm text-destructive">
            {errors.practiceArea.message}
          </p>
        )}
      </div>
      <fieldset
        className="space-y-1.5"
        aria-describedby={errors.preferredContact ? 'contact-preferred-error' : undefined}
      >
        <legend className="text-sm font-medium text-navy-900">I would prefer</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 pt-2">
          {options.map((option) => (
            <label key={option.value} className="flex items-center gap-2">
              <input
                type="radio"
                value={option.value}
                className="size-4 accent-navy-900"
                {...form.register('preferredContact')}
              />
              {option.label}
            </label>
          ))}
        </div>
        {errors.preferredContact && (
          <p id="contact-preferred-error" className="text-sm text-destructive">
            {errors.preferredContact.message}
          </p>
        )}
      </fieldset>
    </div>
  );
}
