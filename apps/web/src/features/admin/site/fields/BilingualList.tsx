import { BilingualField } from './BilingualField';
import { ItemList } from './ItemList';

type Props = {
  /** The list's path ('consultationTypes.0.features'): texts in both languages. */
  name: string;
  /** The list's name ('Features'); each item is '<label> <n>'. */
  label: string;
  max: number;
};

/** A list of short texts in both languages (features, services): add, reorder, remove. */
export function BilingualList({ name, label, max }: Props) {
  return (
    <ItemList
      name={name}
      label={label}
      max={max}
      blank={() => ({ en: '', el: '' })}
      renderItem={(path, itemName) => <BilingualField name={path} label={itemName} />}
    />
  );
}
