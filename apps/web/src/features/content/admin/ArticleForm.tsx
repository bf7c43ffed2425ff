import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { slugify } from '@lexbridge/shared/articles/slug';
import type { ArticleInput } from '@lexbridge/shared/schemas/articles';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { useServerForm } from '../../../lib/use-server-form';
import { MarkupContent } from '../../../components/markup/MarkupContent';
import { articleFormSchema, toArticleInput, type ArticleFormValues } from './article-form-values';
import {
  CategoryField,
  ContentField,
  FeaturedField,
  LanguageField,
  SummaryField,
} from './ArticleFormFields';

type ArticleFormProps = {
  defaultValues: ArticleFormValues;
  /** New articles take their slug from the title until the slug is edited by hand. */
  autoSlug: boolean;
  submitLabel: string;
  onSubmit: (input: ArticleInput) => Promise<void>;
};

/** Create/edit form with a live preview of the body markup. */
export function ArticleForm({ defaultValues, autoSlug, submitLabel, onSubmit }: ArticleFormProps) {
  const { t } = useTranslation('content');
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(autoSlug);
  const {
    form,
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

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Form form={form} onSubmit={submit} serverError={serverError} className="space-y-5">
        <FormInput
          name="title"
          id="article-title"
          label={t('admin.form.title')}
          registerOptions={{
            onChange: (event: { target: { value: string } }) => {
              if (slugFollowsTitle) form.setValue('slug', slugify(event.target.value));
            },
          }}
        />
        <FormInput
          name="slug"
          id="article-slug"
          label={t('admin.form.slug')}
          description={t('admin.form.slugHint')}
          registerOptions={{ onChange: () => setSlugFollowsTitle(false) }}
        />
        <SummaryField />
        <CategoryField />
        <LanguageField />
        <FormInput
          name="authorName"
          id="article-author"
          label={t('admin.form.author')}
          autoComplete="name"
        />
        <FormInput name="tagsText" id="article-tags" label={t('admin.form.tags')} />
        <FeaturedField />
        <ContentField />
        <FormSubmit pendingLabel={t('admin.form.saving')}>{submitLabel}</FormSubmit>
      </Form>
      <section
        aria-labelledby="preview-title"
        className="rounded-lg border border-border bg-white p-6"
      >
        <h2
          id="preview-title"
          className="text-sm font-semibold tracking-widest text-muted uppercase font-sans"
        >
          {t('admin.form.preview')}
        </h2>
        {content.trim() ? (
          <MarkupContent source={content} className="max-w-prose" topLevel={3} />
        ) : (
          <p className="mt-4 text-sm text-muted">{t('admin.form.previewEmpty')}</p>
        )}
      </section>
    </div>
  );
}
