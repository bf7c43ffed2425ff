import { z } from '@lexbridge/shared/zod';
import { practiceAreas } from '@lexbridge/shared/firm/practice-areas';
import { defaultLanguage } from '@lexbridge/shared/i18n/languages';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  articleInputSchema,
  type AdminArticle,
  type ArticleInput,
} from '@lexbridge/shared/schemas/articles';
import { FIRM_NEWS_CATEGORY } from '../components/use-category-label';

/**
 * Categories offered in the form: the practice areas plus general firm news. Stored as these
 * English names (whatever the article's language) and shown translated.
 */
export const articleCategories: string[] = [
  ...practiceAreas.map((area) => area.title),
  FIRM_NEWS_CATEGORY,
];

/** The form edits tags as one comma-separated field; everything else is the API's input. */
export const articleFormSchema = articleInputSchema.omit({ tags: true }).extend({
  tagsText: z.string().max(500, msg('content:admin.form.tagsTooLong')),
});
export type ArticleFormValues = z.infer<typeof articleFormSchema>;

export function toArticleInput({ tagsText, ...values }: ArticleFormValues): ArticleInput {
  const tags = tagsText
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return { ...values, tags: [...new Set(tags)] };
}

export function toFormValues(article?: AdminArticle, authorName = ''): ArticleFormValues {
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    summary: article?.summary ?? '',
    content: article?.content ?? '',
    category: article?.category ?? articleCategories[0]!,
    authorName: article?.authorName ?? authorName,
    tagsText: article?.tags.join(', ') ?? '',
    featured: article?.featured ?? false,
    // Articles saved before languages existed are English, as a new one is unless changed.
    language: article?.language ?? defaultLanguage,
  };
}
