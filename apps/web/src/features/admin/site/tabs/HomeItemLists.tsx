import { useTranslation } from 'react-i18next';
import { BilingualField } from '../fields/BilingualField';
import { IconSelect } from '../fields/IconSelect';
import { ItemList } from '../fields/ItemList';
import { newItemId } from '../new-item-id';

const empty = () => ({ en: '', el: '' });

/** A list of items with an icon, a title and a line (the about section's highlights, guarantees). */
export function IconItemList({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('siteEditor');
  return (
    <ItemList
      folded
      name={name}
      label={label}
      max={12}
      blank={() => ({ id: newItemId('item'), icon: 'scale', title: empty(), text: empty() })}
      renderItem={(path, item) => (
        <>
          <IconSelect name={`${path}.icon`} label={`${item}: ${t('home.item.icon')}`} />
          <BilingualField name={`${path}.title`} label={`${item}: ${t('home.item.title')}`} />
          <BilingualField name={`${path}.text`} label={`${item}: ${t('home.item.text')}`} />
        </>
      )}
    />
  );
}

/** The about section's values: a title and a line each. */
export function ValuesList() {
  const { t } = useTranslation('siteEditor');
  return (
    <ItemList
      folded
      name="home.about.values"
      label={t('home.lists.values')}
      max={12}
      blank={() => ({ id: newItemId('value'), title: empty(), text: empty() })}
      renderItem={(path, item) => (
        <>
          <BilingualField name={`${path}.title`} label={`${item}: ${t('home.item.title')}`} />
          <BilingualField name={`${path}.text`} label={`${item}: ${t('home.item.text')}`} />
        </>
      )}
    />
  );
}

/** The questions and answers, in categories. */
export function FaqList() {
  const { t } = useTranslation('siteEditor');
  return (
    <ItemList
      folded
      name="home.faq.categories"
      label={t('home.lists.categories')}
      max={20}
      blank={() => ({ id: newItemId('faq'), title: empty(), items: [] })}
      renderItem={(path, category) => (
        <>
          <BilingualField name={`${path}.title`} label={`${category}: ${t('home.item.title')}`} />
          <ItemList
            folded
            name={`${path}.items`}
            label={`${category}: ${t('home.lists.questions')}`}
            max={30}
            blank={() => ({ id: newItemId('question'), question: empty(), answer: empty() })}
            renderItem={(itemPath, item) => (
              <>
                <BilingualField
                  name={`${itemPath}.question`}
                  label={`${item}: ${t('home.item.question')}`}
                />
                <BilingualField
                  name={`${itemPath}.answer`}
                  label={`${item}: ${t('home.item.answer')}`}
                  multiline
                  rows={3}
                />
              </>
            )}
          />
        </>
      )}
    />
  );
}
