import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SiteContent } from '@lexbridge/shared/site/schema';
import { Button } from '../../../../components/ui/button';
import { newItemId } from '../new-item-id';
import { TeamMemberCard } from './TeamMemberCard';

const MAX = 30;

const blank = (): SiteContent['team'][number] => ({
  id: newItemId('team'),
  name: { en: '', el: '' },
  title: { en: '', el: '' },
  badges: [],
  bio: { en: '', el: '' },
  photoAssetId: null,
});

/** The people in the home page's team section: the principal attorney, partners, associates. */
export function TeamTab() {
  const { t } = useTranslation('siteEditor');
  const { control } = useFormContext();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'team' });
  // Cards added since the tab opened are shown unfolded, ready to be written.
  const [shownBefore] = useState(fields.length);
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">{t('team.intro')}</p>
      {fields.length === 0 && <p className="text-sm text-muted">{t('list.empty')}</p>}
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <TeamMemberCard
            key={field.id}
            index={index}
            count={fields.length}
            move={move}
            remove={remove}
            open={index >= shownBefore}
          />
        ))}
      </ol>
      <Button
        variant="outline"
        disabled={fields.length >= MAX}
        onClick={() => append(blank(), { shouldFocus: false })}
      >
        {t('team.add')}
      </Button>
    </div>
  );
}
