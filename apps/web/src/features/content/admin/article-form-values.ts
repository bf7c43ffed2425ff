import { z } from '@lexbridge/shared/zod';
import { practiceAreas } from '@lexbridge/shared/firm/practice-areas';
import {
  articleInputSchema,
  type AdminArticle,
  type ArticleInput,
} from '@lexbridge/shared/schemas/articles';

/** Categories offered in the form: the practice areas plus general firm news. */
export const articleCategories = [...practiceAreas.map((area) => area.title), 'Firm News'];

/** The form edits tags as one comma-separated field; everything else is the API's input. */
export const articleFormSchema = articleInputSchema.omit({ tags: true }).extend({
  tagsText: z.string().max(500, 'Keep the tags under 500 characters.'),
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
  };
}
