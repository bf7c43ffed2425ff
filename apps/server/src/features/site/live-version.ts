import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { siteContentSchema, type SiteContent } from '@lexbridge/shared/site/schema';
import type { DbOrTx } from '../../db/client';
import { siteVersions } from '../../db/schema/index';

/** The version of the site the public sees: the highest published one. */
export type PublishedSite = { version: number; publishedAt: Date; content: SiteContent };

/**
 * Reads the live version. Its content was checked when it was saved; it is checked again here, so
 * that a version saved under an older shape of the content gets today's defaults, and one that no
 * longer fits is served as stored (and logged) rather than taking the site down.
 */
export async function readLiveVersion(
  db: DbOrTx,
  log: FastifyBaseLogger,
): Promise<PublishedSite | null> {
  const [row] = await db
    .select({
      version: siteVersions.id,
      publishedAt: siteVersions.publishedAt,
      content: siteVersions.content,
    })
    .from(siteVersions)
    .orderBy(desc(siteVersions.id))
    .limit(1);
  if (!row) return null;
  const parsed = siteContentSchema.safeParse(row.content);
  if (!parsed.success)
    log.error({ version: row.version }, 'the live site version does not fit the content schema');
  return { ...row, content: parsed.success ? parsed.data : row.content };
}
