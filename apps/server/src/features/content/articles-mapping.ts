import type {
  AdminArticle,
  ArticleDetail,
  ArticleSummary,
} from '@lexbridge/shared/schemas/articles';
import type { ArticleRow } from '../../db/schema/articles';

export const articlePdfUrl = (slug: string) => `/api/articles/${slug}/pdf`;

/** Public shape of a published article (callers pass only published rows). */
export function toArticleSummary(row: ArticleRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    featured: row.featured,
    authorName: row.authorName,
    tags: row.tags,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    language: row.language,
    pdfUrl: row.pdfStorageKey ? articlePdfUrl(row.slug) : null,
  };
}

export function toArticleDetail(row: ArticleRow): ArticleDetail {
  return { ...toArticleSummary(row), content: row.content, updatedAt: row.updatedAt.toISOString() };
}

export function toAdminArticle(row: ArticleRow): AdminArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    content: row.content,
    category: row.category,
    featured: row.featured,
    authorName: row.authorName,
    tags: row.tags,
    language: row.language,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pdf:
      row.pdfStorageKey && row.pdfFileName && row.pdfUploadedAt
        ? {
            fileName: row.pdfFileName,
            sizeBytes: row.pdfSizeBytes ?? 0,
            uploadedAt: row.pdfUploadedAt.toISOString(),
          }
        : null,
  };
}
