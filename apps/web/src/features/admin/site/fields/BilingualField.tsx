import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@lexbridge/shared/i18n/languages';
import { FieldError } from '../../../../components/ui/field';
import { FormField, useFieldError } from '../../../../components/ui/form';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { fieldId } from '../field-paths';

type Props = {
  /** The text's path in the form ('identity.name'): its `en` and `el` are edited side by side. */
  name: string;
  label: string;
  /** A paragraph or a page: a text area instead of one line. */
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
};

/**
 * One text in English and Greek, side by side (stacked on a phone). When one language has text
 * and the other has none, the empty one is flagged as a missing translation. Each side watches
 * only its own text, so typing re-renders this field alone, never the page.
 */
export function BilingualField({ name, label, multiline, rows, maxLength }: Props) {
  const { t } = useTranslation('siteEditor');
  const { register, control } = useFormContext();
  const values = useWatch({ control, name: [`${name}.en`, `${name}.el`] }) as string[];
  const filled = values.map((value) => (value ?? '').trim() !== '');
  const someFilled = filled.some(Boolean);
  // The text as a whole (required, or refused by the server) has its message under both sides.
  const error = useFieldError(name);
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-semibold text-navy-900">{label}</legend>
      <div className="grid gap-3 md:grid-cols-2">
        {languages.map((language: Language, index) => {
          const path = `${name}.${language}`;
          const missing = someFilled && !filled[index];
          const Control = multiline ? Textarea : Input;
          return (
            <FormField
              key={language}
              name={path}
              id={fieldId(path)}
              label={
                <>
                  <span className="sr-only">{label}, </span>
                  {t(`language.${language}`)}
                </>
              }
              description={missing ? t('missingTranslation') : undefined}
              className="min-w-0"
            >
              <Control
                lang={language}
                maxLength={maxLength}
                {...(multiline ? { rows: rows ?? 4 } : {})}
                className={missing ? 'border-warning bg-warning-soft' : undefined}
                {...register(path)}
              />
            </FormField>
          );
        })}
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}
