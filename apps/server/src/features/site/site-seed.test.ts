import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import { siteDraft, siteVersions } from '../../db/schema/index';
import { useTestApp } from '../../test/suite';
import { publishedSite } from './index';
import { seedSiteIfEmpty } from './seed';

describe('the site a new installation starts with', () => {
  const t = useTestApp();

  it('is KC Law’s content, published as version 1 and as the draft, by nobody', async () => {
    expect(publishedSite(t.app)).toMatchObject({ version: 1, content: kcLawSiteSeed });
    const [version] = await t.db.select().from(siteVersions);
    expect(version).toMatchObject({ id: 1, publishedByName: null, restoredFrom: null });
    const [draft] = await t.db.select().from(siteDraft);
    expect(draft).toMatchObject({ revision: 1, content: kcLawSiteSeed, updatedByName: null });
  });

  it('is seeded once, even by instances starting together, and never over the firm’s own', async () => {
    const results = await Promise.all([seedSiteIfEmpty(t.db), seedSiteIfEmpty(t.db)]);
    expect(results).toEqual([false, false]);
    await t.db.execute(sql`truncate ${siteVersions}, ${siteDraft}`);
    expect((await Promise.all([seedSiteIfEmpty(t.db), seedSiteIfEmpty(t.db)])).sort()).toEqual([
      false,
      true,
    ]);
    expect(await t.db.select({ id: siteVersions.id }).from(siteVersions)).toHaveLength(1);
    expect(await t.db.select({ id: siteDraft.id }).from(siteDraft)).toHaveLength(1);
  });

  it('makes a lost draft again from the live version, not from the seed', async () => {
    const changed = structuredClone(kcLawSiteSeed);
    changed.home.hero.title.en = 'Our own title';
    await t.db.insert(siteVersions).values({ content: changed, publishedByName: 'Partner' });
    await t.db.delete(siteDraft);
    expect(await seedSiteIfEmpty(t.db)).toBe(false);
    const [draft] = await t.db.select().from(siteDraft);
    expect(draft!.content.home.hero.title.en).toBe('Our own title');
  });
});
