import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { slugify } from '@lexbridge/shared/articles/slug';
import type { ArticleInput } from '@lexbridge/shared/schemas/articles';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useServerForm } from '../../../lib/use-server-form';
import { MarkupContent } from '../components/MarkupContent';
import { articleFormSchema, toArticleInput, type ArticleFormValues } from './article-form-values';
import { CategoryField, ContentField, FeaturedField, SummaryField } from './ArticleFormFields';

type ArticleFormProps = {
  defaultValues: ArticleFormValues;
  /** New articles take their slug from the title until the slug is edited by hand. */
  autoSlug: boolean;
  submitLabel: string;
  onSubmit: (input: ArticleInput) => Promise<void>;
};

/** Create/edit form with a live preview of the body markup. */
export function ArticleForm({ defaultValues, autoSlug, submitLabel, onSubmit }: ArticleFormProps) {
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(autoSlug);
  const {
    form,
    errors,
    isSubmitting,
    serverError,
    onSubmit: submit,
  } = useServerForm({
    schema: articleFormSchema,
    defaultValues,
    async submit(values, form) {
      try {
        await onSubmit(toArticleInput(values));
      } catch (error) {
        // A taken slug belongs next to the slug field, not in the form's alert.
        if (!(error instanceof ApiError && error.code === 'SLUG_TAKEN')) throw error;
        form.setError('slug', { message: error.message }, { shouldFocus: true });
      }
    },
  });
  const content = useWatch({ control: form.control, name: 'content' });

  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsTitle) form.setValue('slug', slugify(event.target.value));
    },
  });
  const slugField = form.register('slug', { onChange: () => setSlugFollowsTitle(false) });

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form onSubmit={submit} noValidate className="space-y-5">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <FormField id="article-title" label="Title" error={errors.title?.message} {...titleField} />
        <FormField id="article-slug" label="Slug" error={errors.slug?.message} {...slugField} />
        <p className="-mt-3 text-xs text-muted">The article's address: /articles/your-slug</p>
        <SummaryField form={form} />
        <CategoryField form={form} />
        <FormField
          id="article-author"
          label="Author"
          autoComplete="name"
          error={errors.authorName?.message}
          {...form.register('authorName')}
        />
        <FormField
          id="article-tags"
          label="Tags (comma-separated)"
          error={errors.tagsText?.message}
          {...form.register('tagsText')}
        />
        <FeaturedField form={form} />
        <ContentField form={form} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
      </form>
      <section
        aria-labelledby="preview-title"
        className="rounded-lg border border-border bg-white p-6"
      >
        <h2
          id="preview-title"
          className="text-sm font-semibold tracking-widest text-muted uppercase font-sans"
        >
          Preview
        </h2>
        {content.trim() ? (
          <MarkupContent source={content} className="max-w-prose" topLevel={3} />
        ) : (
          <p className="mt-4 text-sm text-muted">
            The article text appears here as visitors will see it.
          </p>
        )}
      </section>
    </div>
  );
}
