import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useFieldError } from '../../../../components/ui/form';
import { FieldError } from '../../../../components/ui/field';
import { BilingualField } from './BilingualField';
import { ItemControls } from './ItemControls';

type Props = {
  /** The list's path ('consultationTypes.0.features'): texts in both languages. */
  name: string;
  /** The list's name ('Features'); each item is '<label> <n>'. */
  label: string;
  max: number;
};

/** A list of short texts in both languages (features, services): add, reorder, remove. */
export function BilingualList({ name, label, max }: Props) {
  const { t } = useTranslation('siteEditor');
  const { control } = useFormContext();
  const { fields, append, move, remove } = useFieldArray({ control, name });
  const error = useFieldError(name);
  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold text-navy-900">{label}</legend>
      {fields.length === 0 && <p className="text-sm text-muted">{t('list.empty')}</p>}
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const itemName = t('list.item', { list: label, number: index + 1 });
          return (
            <li key={field.id} className="space-y-2">
              <BilingualField name={`${name}.${index}`} label={itemName} />
              <ItemControls
                itemName={itemName}
                index={index}
                count={fields.length}
                move={move}
                remove={remove}
              />
            </li>
          );
        })}
      </ol>
      <FieldError message={error} />
      <Button
        variant="outline"
        size="sm"
        disabled={fields.length >= max}
        onClick={() => append({ en: '', el: '' }, { shouldFocus: false })}
      >
        {t('list.add', { list: label })}
      </Button>
    </fieldset>
  );
}
