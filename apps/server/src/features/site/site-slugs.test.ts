import { describe, expect, it } from 'vitest';
import { publishedSite } from '.';
import { siteAdmin } from '../../test/site-http';
import { useAdmin, useTestApp } from '../../test/suite';

/** Renaming a practice area's slug keeps its old URLs (previous slugs answer with a 301). */
describe('publishing a practice area under a new slug', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const area = (id: string) =>
    publishedSite(t.app).content.practiceAreas.find((candidate) => candidate.id === id)!;
  const rename = (id: string, slug: string) =>
    siteAdmin(t.app, admin.cookie).edit((content) => {
      content.practiceAreas.find((candidate) => candidate.id === id)!.slug = slug;
    });

  it('remembers every slug the area had, in the live site and in the draft', async () => {
    expect(area('corporate-law').previousSlugs).toEqual([]);
    await rename('corporate-law', 'company-law');
    expect(area('corporate-law')).toMatchObject({
      slug: 'company-law',
      previousSlugs: ['corporate-law'],
    });
    const draft = await rename('corporate-law', 'business-law');
    expect(area('corporate-law')).toMatchObject({
      slug: 'business-law',
      previousSlugs: ['company-law', 'corporate-law'],
    });
    expect(draft.content.practiceAreas[0]!.previousSlugs).toEqual(['company-law', 'corporate-law']);
    // Back to a slug it had (the editor takes it out of the previous ones): its page again.
    await siteAdmin(t.app, admin.cookie).edit((content) => {
      const corporate = content.practiceAreas.find(
        (candidate) => candidate.id === 'corporate-law',
      )!;
      corporate.slug = 'corporate-law';
      corporate.previousSlugs = corporate.previousSlugs.filter((slug) => slug !== 'corporate-law');
    });
    expect(area('corporate-law')).toMatchObject({
      slug: 'corporate-law',
      previousSlugs: ['business-law', 'company-law'],
    });
    expect(area('real-estate-law').previousSlugs).toEqual([]);
  });

  it('keeps at most 20, the newest first', async () => {
    await siteAdmin(t.app, admin.cookie).edit((content) => {
      content.practiceAreas.find((candidate) => candidate.id === 'medical-law')!.previousSlugs =
        Array.from({ length: 20 }, (_, i) => `medical-${i}`);
    });
    await rename('medical-law', 'health-law');
    const { previousSlugs } = area('medical-law');
    expect(previousSlugs).toHaveLength(20);
    expect(previousSlugs[0]).toBe('medical-law');
    expect(previousSlugs).not.toContain('medical-19');
  });
});
