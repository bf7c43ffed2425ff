import { count, desc, eq, sql } from 'drizzle-orm';
import type {
  AdminArticle,
  AdminArticleListResponse,
  AdminArticlesQuery,
  ArticleInput,
} from '@lexbridge/shared/schemas/articles';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/articles';
import { hasSqlState, SqlState } from '../../db/errors';
import { conflict, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/storage';
import { recordAudit, type AuditActor } from '../security';
import { toAdminArticle } from './articles-mapping';
import { msg } from '@lexbridge/shared/i18n/message';

const slugTaken = (slug: string) =>
  conflict(msg('errors:articles.slugTaken', { slug }), 'SLUG_TAKEN');
const articleNotFound = () => notFound(msg('errors:articles.deleted'));

/** A page of every article, published or not, newest first. */
export async function listAllArticles(
  db: Db,
  { page, pageSize }: AdminArticlesQuery,
): Promise<AdminArticleListResponse> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(articles)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(articles),
  ]);
  return { articles: rows.map(toAdminArticle), page, pageSize, total: totals?.total ?? 0 };
}

export async function getArticle(db: Db, id: string): Promise<AdminArticle> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw articleNotFound();
  return toAdminArticle(row);
}

/** Runs a write that may hit the unique slug index and turns that into a clear 409. */
async function withSlugCheck<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (hasSqlState(error, SqlState.uniqueViolation)) throw slugTaken(slug);
    throw error;
  }
}

/** Creates a draft (unpublished) article. */
export async function createArticle(db: Db, input: ArticleInput): Promise<AdminArticle> {
  const [row] = await withSlugCheck(input.slug, () =>
    db.insert(articles).values(input).returning(),
  );
  return toAdminArticle(row!);
}

export async function updateArticle(
  db: Db,
  id: string,
  input: ArticleInput,
): Promise<AdminArticle> {
  const [row] = await withSlugCheck(input.slug, () =>
    db
      .update(articles)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(articles.id, id))
      .returning(),
  );
  if (!row) throw articleNotFound();
  return toAdminArticle(row);
}

/** Publishes or unpublishes; `published_at` is set on the first publish only and then kept. */
export async function setArticlePublished(
  db: Db,
  id: string,
  published: boolean,
): Promise<AdminArticle> {
  const [row] = await db
    .update(articles)
    .set({
      published,
      publishedAt: published ? sql`coalesce(${articles.publishedAt}, now())` : undefined,
      updatedAt: new Date(),
    })
    .where(eq(articles.id, id))
    .returning();
  if (!row) throw articleNotFound();
  return toAdminArticle(row);
}

/**
 * Deletes the article with its audit entry in one transaction, then its publication file (a
 * leftover file is harmless; a lost row is not).
 */
export async function deleteArticle(
  db: Db,
  storage: FileStorage,
  id: string,
  actor: AuditActor,
): Promise<void> {
  const key = await db.transaction(async (tx) => {
    const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning();
    if (!row) throw articleNotFound();
    await recordAudit(tx, {
      ...actor,
      action: 'article.delete',
      subjectType: 'article',
      subjectId: row.id,
      details: { title: row.title, slug: row.slug, published: row.published },
    });
    return row.pdfStorageKey;
  });
  if (key) await storage.remove(key);
}
