import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

type Props = {
  /** What the buttons act on, for their accessible names ('Initial consultation'). */
  itemName: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove?: (index: number) => void;
};

/** Move an item of a list up or down, or remove it; each button names the item it acts on. */
export function ItemControls({ itemName, index, count, move, remove }: Props) {
  const { t } = useTranslation('siteEditor');
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
        aria-label={t('list.moveUp', { item: itemName })}
      >
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
        aria-label={t('list.moveDown', { item: itemName })}
      >
        <ArrowDown aria-hidden className="size-4" />
      </Button>
      {remove && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => remove(index)}
          aria-label={t('list.remove', { item: itemName })}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      )}
    </div>
  );
}
