import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import type { PracticeAreaValues } from '../form-values';
import { BilingualField } from '../fields/BilingualField';
import { newItemId } from '../new-item-id';
import { EditorSection } from './EditorSection';
import { PracticeAreaCard } from './PracticeAreaCard';

const MAX = 30;

/** A new area, hidden until the firm has written it; its slug is unique until renamed. */
const blank = (): PracticeAreaValues => {
  const id = newItemId('practice-area');
  return {
    id,
    slug: id,
    previousSlugs: [],
    hidden: true,
    icon: 'scale',
    title: { en: '', el: '' },
    summary: { en: '', el: '' },
    content: { en: '', el: '' },
    services: [],
    whyChooseUs: [],
    hourlyRate: { min: '', max: '', currency: 'EUR' },
  };
};

/** The practice areas: their cards on the home page and their own pages. */
export function PracticeAreasTab() {
  const { t } = useTranslation('siteEditor');
  const { control } = useFormContext();
  const { fields, append, move } = useFieldArray({ control, name: 'practiceAreas' });
  // Areas added since the tab opened are shown unfolded, ready to be written.
  const [shownBefore] = useState(fields.length);
  const add = () => append(blank(), { shouldFocus: false });
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">{t('practiceAreas.intro')}</p>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <PracticeAreaCard
            key={field.id}
            index={index}
            count={fields.length}
            move={move}
            open={index >= shownBefore}
          />
        ))}
      </ol>
      <Button variant="outline" disabled={fields.length >= MAX} onClick={add}>
        {t('practiceAreas.add')}
      </Button>
      <EditorSection title={t('practiceAreas.pageTitle')} intro={t('practiceAreas.pageIntro')}>
        <BilingualField name="practiceAreaPage.ctaTitle" label={t('practiceAreas.ctaTitle')} />
        <BilingualField
          name="practiceAreaPage.ctaText"
          label={t('practiceAreas.ctaText')}
          multiline
          rows={2}
        />
      </EditorSection>
    </div>
  );
}
