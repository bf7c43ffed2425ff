import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX } from '@lexbridge/shared/site/text';
import { BilingualField } from '../fields/BilingualField';
import { BilingualList } from '../fields/BilingualList';
import { ImageField } from '../fields/ImageField';
import { ItemControls } from '../fields/ItemControls';
import { useItemName } from '../fields/use-item-name';

type Props = {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** A new card opens at once. */
  open?: boolean;
};

/** One person's card in the team section, folded under their name. */
export function TeamMemberCard({ index, count, move, remove, open = false }: Props) {
  const { t } = useTranslation('siteEditor');
  const [expanded, setExpanded] = useState(open);
  const path = `team.${index}`;
  const name = useItemName(`${path}.name`);
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
            <ItemControls itemName={name} index={index} count={count} move={move} remove={remove} />
            <BilingualField
              name={`${path}.name`}
              label={t('team.name')}
              maxLength={TEXT_MAX.short}
            />
            <BilingualField
              name={`${path}.title`}
              label={t('team.title')}
              maxLength={TEXT_MAX.short}
            />
            <ImageField
              name={`${path}.photoAssetId`}
              label={t('team.photo')}
              hint={t('team.photoHint')}
              uploading={t('team.photoUploading')}
              previewAlt={t('team.photoPreview', { name })}
              none={t('team.noPhoto')}
              removeLabel={t('team.removePhoto', { name })}
              accept="image/png,image/jpeg,image/webp"
              previewClassName="size-24 rounded-md border border-border object-cover"
            />
            <BilingualList name={`${path}.badges`} label={t('team.badges')} max={12} />
            <BilingualField name={`${path}.bio`} label={t('team.bio')} multiline rows={5} />
          </div>
        )}
      </details>
    </li>
  );
}
