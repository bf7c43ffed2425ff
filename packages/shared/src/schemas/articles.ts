import { z } from '../zod';
import { languages, type Language } from '../i18n/languages';
import { msg } from '../i18n/message';
import { LATEST_NEWS_LIMIT } from '../articles/query-keys';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../articles/slug';
import { pagingQuery } from './paging';

/** Publication uploads are at most 10 MB. */
export const ARTICLE_PDF_MAX_BYTES = 10 * 1024 * 1024;
export const NEWS_PAGE_SIZE = 9;

export const slugSchema = z
  .string({ error: msg('validation:article.slugRequired') })
  .trim()
  .min(1, msg('validation:article.slugRequired'))
  .max(SLUG_MAX_LENGTH, msg('validation:article.slugTooLong', { max: SLUG_MAX_LENGTH }))
  .regex(SLUG_PATTERN, msg('validation:article.slugRule'));

/** Body of POST /api/admin/articles and PUT /api/admin/articles/:id. */
export const articleInputSchema = z.object({
  title: z
    .string({ error: msg('validation:article.titleRequired') })
    .trim()
    .min(1, msg('validation:article.titleRequired'))
    .max(200, msg('validation:article.titleTooLong', { max: 200 })),
  slug: slugSchema,
  summary: z
    .string({ error: msg('validation:article.summaryRequired') })
    .trim()
    .min(1, msg('validation:article.summaryRequired'))
    .max(500, msg('validation:article.summaryTooLong', { max: 500 })),
  content: z
    .string({ error: msg('validation:article.contentRequired') })
    .trim()
    .min(1, msg('validation:article.contentRequired'))
    .max(100_000, msg('validation:article.contentTooLong', { max: 100_000 })),
  category: z
    .string({ error: msg('validation:article.categoryRequired') })
    .trim()
    .min(1, msg('validation:article.categoryRequired'))
    .max(60, msg('validation:article.categoryTooLong', { max: 60 })),
  authorName: z
    .string({ error: msg('validation:article.authorRequired') })
    .trim()
    .min(1, msg('validation:article.authorRequired'))
    .max(120, msg('validation:article.authorTooLong', { max: 120 })),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, msg('validation:article.tagEmpty'))
        .max(40, msg('validation:article.tagTooLong', { max: 40 })),
    )
    .max(10, msg('validation:article.tooManyTags', { max: 10 })),
  featured: z.boolean(),
  /** The language the article is written in; English when not given (and kept on an update). */
  language: z.enum(languages, { error: msg('validation:language.invalid') }).optional(),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

/**
 * Query of GET /api/articles: newest first; `withPdf` keeps only articles with a publication file;
 * `lang` lists the articles written in that language first, then the others.
 */
export const articleListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, msg('validation:article.pageMin')).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, msg('validation:article.pageSizeRange', { max: 50 }))
    .max(50, msg('validation:article.pageSizeRange', { max: 50 }))
    .default(LATEST_NEWS_LIMIT),
  withPdf: z
    .enum(['true', 'false'], { error: msg('validation:article.withPdf') })
    .default('false')
    .transform((value) => value === 'true'),
  lang: z.enum(languages, { error: msg('validation:language.invalid') }).optional(),
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
  /** The language the article is written in. */
  language: Language;
  /** Where the attached publication downloads from, or null when there is none. */
  pdfUrl: string | null;
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

/** Query of GET /api/admin/articles: a page of every article, newest first. */
export const adminArticlesQuerySchema = pagingQuery.pick({ page: true, pageSize: true });
export type AdminArticlesQuery = z.infer<typeof adminArticlesQuerySchema>;

export type AdminArticleListResponse = {
  articles: AdminArticle[];
  page: number;
  pageSize: number;
  total: number;
};
