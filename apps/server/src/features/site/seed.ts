import { desc, sql } from 'drizzle-orm';
import { AdvisoryLock } from '../../db/advisory-locks';
import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import type { Db } from '../../db/client';
import { siteDraft, siteVersions } from '../../db/schema/index';

/**
 * A new installation's site: KC Law's content, published as version 1 and as the draft, in one
 * transaction, on first start. Runs at every start and does nothing once both exist (a draft lost
 * by hand is made again from the live version). The transaction-scoped advisory lock makes
 * instances starting together seed once. True when it published the seed.
 */
export async function seedSiteIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AdvisoryLock.siteSeed})`);
    const [live] = await tx
      .select({ content: siteVersions.content })
      .from(siteVersions)
      .orderBy(desc(siteVersions.id))
      .limit(1);
    const [draft] = await tx.select({ id: siteDraft.id }).from(siteDraft).limit(1);
    if (!live) await tx.insert(siteVersions).values({ content: kcLawSiteSeed });
    if (!draft)
      await tx.insert(siteDraft).values({ id: 1, content: live?.content ?? kcLawSiteSeed });
    return !live;
  });
}
