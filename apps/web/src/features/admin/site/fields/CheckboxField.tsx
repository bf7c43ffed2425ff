import { useFormContext } from 'react-hook-form';
import { Label } from '../../../../components/ui/label';
import { fieldId } from '../field-paths';

/** A yes-or-no value of the content (popular, active, hidden) as a labelled checkbox. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  const id = fieldId(name);
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="size-4 accent-navy-900" {...register(name)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
