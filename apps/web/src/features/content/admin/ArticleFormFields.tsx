import type { UseFormReturn } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { articleCategories, type ArticleFormValues } from './article-form-values';

type FieldProps = { form: UseFormReturn<ArticleFormValues> };

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

export function SummaryField({ form }: FieldProps) {
  const error = form.formState.errors.summary?.message;
  return (
    <div className="space-y-1.5">
      <Label htmlFor="article-summary">Summary</Label>
      <Textarea
        id="article-summary"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'article-summary-error' : undefined}
        {...form.register('summary')}
      />
      <FieldError id="article-summary-error" message={error} />
    </div>
  );
}

export function ContentField({ form }: FieldProps) {
  const error = form.formState.errors.content?.message;
  return (
    <div className="space-y-1.5">
      <Label htmlFor="article-content">Article text</Label>
      <p id="article-content-help" className="text-xs text-muted">
        Start a line with #, ## or ### for a heading, with - for a bullet and with 1. for a numbered
        item. Leave an empty line between paragraphs.
      </p>
      <Textarea
        id="article-content"
        rows={16}
        className="font-mono text-sm"
        aria-invalid={error ? true : undefined}
        aria-describedby={
          error ? 'article-content-help article-content-error' : 'article-content-help'
        }
        {...form.register('content')}
      />
      <FieldError id="article-content-error" message={error} />
    </div>
  );
}

export function CategoryField({ form }: FieldProps) {
  const current = form.getValues('category');
  // An article saved with a category no longer in the list keeps it as an option.
  const options = articleCategories.includes(current)
    ? articleCategories
    : [current, ...articleCategories];
  return (
    <div className="space-y-1.5">
      <Label htmlFor="article-category">Category</Label>
      <select
        id="article-category"
        className="block h-10 w-full rounded-md border border-navy-700/50 bg-white px-3 text-base text-navy-900"
        {...form.register('category')}
      >
        {options.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FeaturedField({ form }: FieldProps) {
  return (
    <div className="flex items-center gap-2">
      <input
        id="article-featured"
        type="checkbox"
        className="size-4"
        {...form.register('featured')}
      />
      <Label htmlFor="article-featured">Featured article</Label>
    </div>
  );
}
