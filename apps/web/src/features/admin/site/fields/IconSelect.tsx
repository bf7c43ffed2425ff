import { useFormContext } from 'react-hook-form';
import { siteIcons } from '@lexbridge/shared/site/icons';
import { FormField } from '../../../../components/ui/form';
import { Select } from '../../../../components/ui/select';
import { fieldId } from '../field-paths';

/** The icon of an item (a practice area, a highlight), chosen from the site's set. */
export function IconSelect({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <FormField name={name} id={fieldId(name)} label={label}>
      <Select {...register(name)}>
        {siteIcons.map((icon) => (
          <option key={icon} value={icon}>
            {icon}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
