import { useState, type ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useFieldError } from '../../../../components/ui/form';
import { FieldError } from '../../../../components/ui/field';
import { ItemControls } from './ItemControls';

type Props = {
  /** The list's path ('home.about.highlights'). */
  name: string;
  /** The list's name ('Highlights'); each item is '<label> <n>'. */
  label: string;
  max: number;
  /** A new item, empty in both languages (with a new stable id where the list's items have one). */
  blank: () => object;
  /** The fields of the item at `path` ('home.about.highlights.2'), named after `itemName`. */
  renderItem: (path: string, itemName: string) => ReactNode;
  /**
   * Folded under its name and count until opened, drawing no fields meanwhile: the home page's
   * lists hold a hundred texts, which would make the tab slow to open.
   */
  folded?: boolean;
};

/** A list of the site's items (highlights, questions, features): add, reorder, remove. */
export function ItemList({ folded = false, ...props }: Props) {
  const [open, setOpen] = useState(!folded);
  if (!folded) return <Items {...props} />;
  return (
    <details
      open={open}
      data-field-path={props.name}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="min-w-0 rounded-md border border-border"
    >
      <Summary name={props.name} label={props.label} />
      {open && <Items {...props} />}
    </details>
  );
}

/** The folded list's name and count; only it follows the list's length. */
function Summary({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('siteEditor');
  const { control } = useFormContext();
  const items = useWatch({ control, name }) as unknown[] | undefined;
  return (
    <summary className="cursor-pointer p-3 text-sm font-semibold text-navy-900">
      {t('list.summary', { list: label, count: items?.length ?? 0 })}
    </summary>
  );
}

function Items({ name, label, max, blank, renderItem }: Omit<Props, 'folded'>) {
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
              {renderItem(`${name}.${index}`, itemName)}
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
        onClick={() => append(blank(), { shouldFocus: false })}
      >
        {t('list.add', { list: label })}
      </Button>
    </fieldset>
  );
}
