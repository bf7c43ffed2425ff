import { sql } from 'drizzle-orm';
import { AdvisoryLock } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/articles';
import { seedArticles } from './articles-seed-data';

/**
 * Inserts the sample articles on first start: only while the table is empty, so deleting them
 * later sticks. The transaction-scoped advisory lock makes two instances starting together
 * insert them once.
 */
export async function seedArticlesIfEmpty(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AdvisoryLock.articlesSeed})`);
    const existing = await tx.select({ id: articles.id }).from(articles).limit(1);
    if (existing.length > 0) return 0;
    const rows = seedArticles.map(({ publishedAt, ...article }) => ({
      ...article,
      published: true,
      publishedAt: new Date(publishedAt),
    }));
    const inserted = await tx
      .insert(articles)
      .values(rows)
      .onConflictDoNothing({ target: articles.slug })
      .returning({ id: articles.id });
    return inserted.length;
  });
}
