import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/ui/form';
import { Select } from '../../../../components/ui/select';
import { fieldId } from '../field-paths';
import { BilingualField } from '../fields/BilingualField';
import { ItemList } from '../fields/ItemList';
import { newItemId } from '../new-item-id';

const empty = () => ({ en: '', el: '' });
const RATINGS = [5, 4, 3, 2, 1];

/** A testimonial's stars, 1 to 5, kept as a number. */
function RatingSelect({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <FormField name={name} id={fieldId(name)} label={label}>
      <Select {...register(name, { valueAsNumber: true })} className="max-w-24">
        {RATINGS.map((rating) => (
          <option key={rating} value={rating}>
            {rating}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** The testimonials' quotes, and the figures shown under them. */
export function TestimonialLists() {
  const { t } = useTranslation('siteEditor');
  type ItemField = 'name' | 'location' | 'caseLabel' | 'quote' | 'rating' | 'value' | 'label';
  const field = (item: string, key: ItemField) => `${item}: ${t(`home.item.${key}`)}`;
  return (
    <>
      <ItemList
        folded
        name="home.testimonials.items"
        label={t('home.lists.testimonials')}
        max={30}
        blank={() => ({
          id: newItemId('testimonial'),
          name: empty(),
          location: empty(),
          caseLabel: empty(),
          quote: empty(),
          rating: 5,
        })}
        renderItem={(path, item) => (
          <>
            <BilingualField name={`${path}.name`} label={field(item, 'name')} />
            <BilingualField name={`${path}.location`} label={field(item, 'location')} />
            <BilingualField name={`${path}.caseLabel`} label={field(item, 'caseLabel')} />
            <BilingualField
              name={`${path}.quote`}
              label={field(item, 'quote')}
              multiline
              rows={3}
            />
            <RatingSelect name={`${path}.rating`} label={field(item, 'rating')} />
          </>
        )}
      />
      <ItemList
        folded
        name="home.testimonials.figures"
        label={t('home.lists.figures')}
        max={6}
        blank={() => ({ id: newItemId('figure'), value: empty(), label: empty() })}
        renderItem={(path, item) => (
          <>
            <BilingualField name={`${path}.value`} label={field(item, 'value')} />
            <BilingualField name={`${path}.label`} label={field(item, 'label')} />
          </>
        )}
      />
    </>
  );
}
