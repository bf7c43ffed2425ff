import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HomeSectionId } from '@lexbridge/shared/site/home';
import { Label } from '../../../../components/ui/label';
import { fieldId } from '../field-paths';
import { ItemControls } from '../fields/ItemControls';

type Section = { id: HomeSectionId; hidden: boolean };
const NAME = 'home.sections';

/** The home page's sections in the order shown: each can be hidden and moved up or down. */
export function HomeSectionsList() {
  const { t } = useTranslation('siteEditor');
  const { control, setValue } = useFormContext();
  const sections = (useWatch({ control, name: NAME }) ?? []) as Section[];
  const save = (next: Section[]) => setValue(NAME, next, { shouldDirty: true });
  const move = (from: number, to: number) => {
    const next = [...sections];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    save(next);
  };
  return (
    <ol
      className="divide-y divide-border rounded-md border border-border"
      aria-label={t('home.sectionsList')}
    >
      {sections.map((section, index) => {
        const name = t(`home.section.${section.id}`);
        const id = fieldId(`${NAME}.${index}.hidden`);
        return (
          <li key={section.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="flex min-w-0 items-center gap-2">
              <input
                id={id}
                type="checkbox"
                className="size-4 accent-navy-900"
                checked={!section.hidden}
                onChange={(event) =>
                  save(
                    sections.map((item, at) =>
                      at === index ? { ...item, hidden: !event.target.checked } : item,
                    ),
                  )
                }
              />
              <Label htmlFor={id}>{t('home.show', { section: name })}</Label>
            </div>
            <ItemControls itemName={name} index={index} count={sections.length} move={move} />
          </li>
        );
      })}
    </ol>
  );
}
