import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { articleCategories, type ArticleFormValues } from './article-form-values';

export function SummaryField() {
  const { register } = useFormContext<ArticleFormValues>();
  return (
    <FormField name="summary" id="article-summary" label="Summary">
      <Textarea rows={3} {...register('summary')} />
    </FormField>
  );
}

export function ContentField() {
  const { register } = useFormContext<ArticleFormValues>();
  return (
    <FormField
      name="content"
      id="article-content"
      label="Article text"
      description="Start a line with #, ## or ### for a heading, with - for a bullet and with 1. for a numbered item. Leave an empty line between paragraphs."
    >
      <Textarea rows={16} className="font-mono text-sm" {...register('content')} />
    </FormField>
  );
}

export function CategoryField() {
  const { register, getValues } = useFormContext<ArticleFormValues>();
  const current = getValues('category');
  // An article saved with a category no longer in the list keeps it as an option.
  const options = articleCategories.includes(current)
    ? articleCategories
    : [current, ...articleCategories];
  return (
    <FormField name="category" id="article-category" label="Category">
      <select
        className="block h-10 w-full rounded-md border border-navy-700/50 bg-white px-3 text-base text-navy-900"
        {...register('category')}
      >
        {options.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function FeaturedField() {
  const { register } = useFormContext<ArticleFormValues>();
  return (
    <div className="flex items-center gap-2">
      <input id="article-featured" type="checkbox" className="size-4" {...register('featured')} />
      <Label htmlFor="article-featured">Featured article</Label>
    </div>
  );
}
