import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import type { ArticleDetail, ArticleListResponse } from '@lexbridge/shared/schemas/articles';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/articles';
import { toArticleDetail, toArticleSummary } from './articles-mapping';

// Public reads: only published articles ever leave these functions. Server rendering may call them.

/**
 * Published articles, newest first; `withPdf` keeps those with an attached publication. With
 * `lang`, the articles written in that language come first, then the others, each group newest
 * first (a Greek reader sees Greek articles first, then the English ones).
 */
export async function listPublishedArticles(
  db: Db,
  options: { page: number; pageSize: number; withPdf?: boolean; lang?: Language },
): Promise<ArticleListResponse | null> {
  const { page, pageSize, withPdf = false, lang } = options;
  const languageFirst = lang ? [sql`${articles.language} = ${lang} desc`] : [];
  const where = withPdf
    ? and(eq(articles.published, true), isNotNull(articles.pdfStorageKey))
    : eq(articles.published, true);
  const [totals] = await db.select({ total: count() }).from(articles).where(where);
  const total = totals?.total ?? 0;
  // Page 1 always exists (it may be empty); a later page exists only if an article falls on it.
  // Checked before reading, so an absurd page number never reaches the database as an offset.
  if (page > 1 && (page - 1) * pageSize >= total) return null;
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(...languageFirst, desc(articles.publishedAt), desc(articles.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { articles: rows.map(toArticleSummary), page, pageSize, total };
}

/** The published article with this slug, or null (unknown and unpublished alike: answer 404). */
export async function findPublishedArticleBySlug(
  db: Db,
  slug: string,
): Promise<ArticleDetail | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), eq(articles.published, true)))
    .limit(1);
  return row ? toArticleDetail(row) : null;
}

/** Slug and last change of every published article, for the sitemap. */
export function listPublishedArticleDates(db: Db) {
  return db
    .select({ slug: articles.slug, language: articles.language, updatedAt: articles.updatedAt })
    .from(articles)
    .where(eq(articles.published, true))
    .orderBy(desc(articles.publishedAt));
}

/** Storage key and download name of a published article's PDF, or null. */
export async function findPublishedArticlePdf(db: Db, slug: string) {
  const [row] = await db
    .select({ key: articles.pdfStorageKey, fileName: articles.pdfFileName })
    .from(articles)
    .where(and(eq(articles.slug, slug), eq(articles.published, true)))
    .limit(1);
  return row?.key ? { key: row.key, fileName: row.fileName ?? `${slug}.pdf` } : null;
}
