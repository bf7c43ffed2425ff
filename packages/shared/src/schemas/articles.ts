import { z } from '../zod';
import { LATEST_NEWS_LIMIT } from '../articles/query-keys';
import { languages, type Language } from '../i18n/languages';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, SLUG_RULE_MESSAGE } from '../articles/slug';

/** Publication uploads are at most 10 MB. */
export const ARTICLE_PDF_MAX_BYTES = 10 * 1024 * 1024;
export const NEWS_PAGE_SIZE = 9;

export const slugSchema = z
  .string({ error: 'Enter a slug.' })
  .trim()
  .min(1, 'Enter a slug.')
  .max(SLUG_MAX_LENGTH, `The slug must be at most ${SLUG_MAX_LENGTH} characters.`)
  .regex(SLUG_PATTERN, SLUG_RULE_MESSAGE);

/** Body of POST /api/admin/articles and PUT /api/admin/articles/:id. */
export const articleInputSchema = z.object({
  title: z
    .string({ error: 'Enter a title.' })
    .trim()
    .min(1, 'Enter a title.')
    .max(200, 'The title must be at most 200 characters.'),
  slug: slugSchema,
  summary: z
    .string({ error: 'Enter a summary.' })
    .trim()
    .min(1, 'Enter a summary.')
    .max(500, 'The summary must be at most 500 characters.'),
  content: z
    .string({ error: 'Enter the article text.' })
    .trim()
    .min(1, 'Enter the article text.')
    .max(100_000, 'The article text must be at most 100,000 characters.'),
  category: z
    .string({ error: 'Choose a category.' })
    .trim()
    .min(1, 'Choose a category.')
    .max(60, 'The category must be at most 60 characters.'),
  authorName: z
    .string({ error: "Enter the author's name." })
    .trim()
    .min(1, "Enter the author's name.")
    .max(120, "The author's name must be at most 120 characters."),
  tags: z
    .array(
      z.string().trim().min(1, 'Tags cannot be empty.').max(40, 'Each tag: at most 40 characters.'),
    )
    .max(10, 'Use at most 10 tags.'),
  featured: z.boolean(),
  /** The language the article is written in; English when not given. */
  language: z.enum(languages).optional(),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

/** Query of GET /api/articles: newest first; `withPdf` keeps only articles with a publication file. */
export const articleListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page must be 1 or more.').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'The page size must be between 1 and 50.')
    .max(50, 'The page size must be between 1 and 50.')
    .default(LATEST_NEWS_LIMIT),
  withPdf: z
    .enum(['true', 'false'], { error: 'withPdf must be true or false.' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

/** A published article as lists show it (no body). Dates are ISO 8601 strings. */
export type ArticleSummary = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  featured: boolean;
  authorName: string;
  tags: string[];
  publishedAt: string;
  /** Where the attached publication downloads from, or null when there is none. */
  pdfUrl: string | null;
  /** The language the article is written in (English for articles saved before languages). */
  language?: Language;
};

export type ArticleListResponse = {
  articles: ArticleSummary[];
  page: number;
  pageSize: number;
  total: number;
};

export type ArticleDetail = ArticleSummary & { content: string; updatedAt: string };

/** An article as the admin area sees it, published or not. */
export type AdminArticle = Omit<ArticleDetail, 'publishedAt' | 'pdfUrl'> & {
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
  pdf: { fileName: string; sizeBytes: number; uploadedAt: string } | null;
};

export type AdminArticleListResponse = { articles: AdminArticle[] };
