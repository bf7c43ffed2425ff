import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX } from '@lexbridge/shared/site/text';
import { BilingualField } from '../fields/BilingualField';
import { BilingualList } from '../fields/BilingualList';
import { CheckboxField } from '../fields/CheckboxField';
import { CurrencySelect } from '../fields/CurrencySelect';
import { IconSelect } from '../fields/IconSelect';
import { ItemControls } from '../fields/ItemControls';
import { useItemName } from '../fields/use-item-name';
import { SiteInput } from '../fields/SiteInput';

type Props = {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  /** A new area opens at once. */
  open?: boolean;
};

/**
 * One practice area, folded under its title: its page's address, card and page texts, lists and
 * hourly rate. An area is hidden rather than removed: matters and old links keep naming it.
 */
export function PracticeAreaCard({ index, count, move, open = false }: Props) {
  const { t } = useTranslation('siteEditor');
  // A folded area draws no fields: thirty areas' pages would make every tab switch slow.
  const [expanded, setExpanded] = useState(open);
  const path = `practiceAreas.${index}`;
  const name = useItemName(`${path}.title`);
  return (
    <li className="min-w-0 rounded-lg border border-border bg-white">
      <details
        open={expanded}
        data-field-path={path}
        onToggle={(event) => setExpanded(event.currentTarget.open)}
      >
        <summary className="cursor-pointer p-4 text-lg font-semibold break-words">{name}</summary>
        {expanded && (
          <div className="space-y-4 border-t border-border p-4 sm:p-6">
            <ItemControls itemName={name} index={index} count={count} move={move} />
            <div className="grid gap-4 sm:grid-cols-2">
              <SiteInput
                name={`${path}.slug`}
                label={t('practiceAreas.slug')}
                description={t('practiceAreas.slugHint')}
                spellCheck={false}
              />
              <IconSelect name={`${path}.icon`} label={t('practiceAreas.icon')} />
            </div>
            <CheckboxField name={`${path}.hidden`} label={t('practiceAreas.hidden')} />
            <BilingualField
              name={`${path}.title`}
              label={t('practiceAreas.title')}
              maxLength={TEXT_MAX.short}
            />
            <BilingualField
              name={`${path}.summary`}
              label={t('practiceAreas.summary')}
              multiline
              rows={3}
            />
            <BilingualField
              name={`${path}.content`}
              label={t('practiceAreas.content')}
              multiline
              rows={12}
              maxLength={TEXT_MAX.page}
            />
            <BilingualList name={`${path}.services`} label={t('practiceAreas.services')} max={30} />
            <BilingualList
              name={`${path}.whyChooseUs`}
              label={t('practiceAreas.whyChooseUs')}
              max={30}
            />
            <fieldset className="min-w-0 space-y-3 rounded-md border border-border p-3">
              <legend className="px-1 text-sm font-semibold text-navy-900">
                {t('practiceAreas.rate')}
              </legend>
              <p className="text-xs text-muted">{t('practiceAreas.rateHint')}</p>
              <div className="grid gap-4 sm:grid-cols-3">
                <SiteInput
                  name={`${path}.hourlyRate.min`}
                  inputMode="decimal"
                  label={t('practiceAreas.rateMin')}
                />
                <SiteInput
                  name={`${path}.hourlyRate.max`}
                  inputMode="decimal"
                  label={t('practiceAreas.rateMax')}
                />
                <CurrencySelect
                  name={`${path}.hourlyRate.currency`}
                  label={t('practiceAreas.rateCurrency')}
                />
              </div>
            </fieldset>
          </div>
        )}
      </details>
    </li>
  );
}
