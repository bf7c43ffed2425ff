import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { socialNetworks } from '@lexbridge/shared/site/identity';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form';
import { Select } from '../../../../components/ui/select';
import { fieldId } from '../field-paths';
import { ItemControls } from './ItemControls';
import { SiteInput } from './SiteInput';

const NAME = 'identity.socialLinks';
const MAX = 10;

/** The firm's pages elsewhere (LinkedIn, Facebook ...): a network and an https address each. */
export function SocialLinksField() {
  const { t } = useTranslation('siteEditor');
  const { control, register } = useFormContext();
  const { fields, append, move, remove } = useFieldArray({ control, name: NAME });
  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold text-navy-900">
        {t('identity.socialLinks')}
      </legend>
      {fields.length === 0 && <p className="text-sm text-muted">{t('list.empty')}</p>}
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const itemName = t('list.item', { list: t('identity.socialLinks'), number: index + 1 });
          const path = `${NAME}.${index}`;
          return (
            <li key={field.id} className="grid gap-3 sm:grid-cols-[12rem_1fr]">
              <FormField
                name={`${path}.network`}
                id={fieldId(`${path}.network`)}
                label={t('identity.network', { item: itemName })}
              >
                <Select {...register(`${path}.network`)}>
                  {socialNetworks.map((network) => (
                    <option key={network} value={network}>
                      {t(`networks.${network}`)}
                    </option>
                  ))}
                </Select>
              </FormField>
              <SiteInput
                name={`${path}.url`}
                type="url"
                inputMode="url"
                label={t('identity.socialUrl', { item: itemName })}
              />
              <div className="sm:col-span-2">
                <ItemControls
                  itemName={itemName}
                  index={index}
                  count={fields.length}
                  move={move}
                  remove={remove}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        disabled={fields.length >= MAX}
        onClick={() => append({ network: 'linkedin', url: 'https://' }, { shouldFocus: false })}
      >
        {t('identity.addSocialLink')}
      </Button>
    </fieldset>
  );
}
