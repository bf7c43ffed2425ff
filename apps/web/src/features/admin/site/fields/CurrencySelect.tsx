import { useFormContext } from 'react-hook-form';
import { invoiceCurrencies } from '@lexbridge/shared/schemas/invoices';
import { FormField } from '../../../../components/ui/form';
import { Select } from '../../../../components/ui/select';
import { fieldId } from '../field-paths';

/** A currency the firm can charge in (the invoices' currencies). */
export function CurrencySelect({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <FormField name={name} id={fieldId(name)} label={label}>
      <Select className="sm:max-w-32" {...register(name)}>
        {invoiceCurrencies.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
