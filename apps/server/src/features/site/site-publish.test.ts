import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SiteDraftResponse, SiteVersionsResponse } from '@lexbridge/shared/schemas/site';
import { auditLog, siteVersions } from '../../db/schema/index';
import { publicSite, siteAdmin } from '../../test/site-http';
import { useAdmin, useTestApp } from '../../test/suite';
import { KEPT_VERSIONS } from './publish-service';

describe('publishing the site', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const versions = async () =>
    ((await siteAdmin(t.app, admin.cookie).versions()).json() as SiteVersionsResponse).versions;

  it('makes the draft live at once, as a new version, audited with who published', async () => {
    const site = siteAdmin(t.app, admin.cookie);
    const draft = await site.edit((content) => {
      content.identity.name = { en: 'Christou Legal', el: 'Χρίστου Νομική' };
      content.consultationTypes[0]!.priceCents = 17_500;
    });
    expect(draft).toMatchObject({ published: { version: 2 }, unpublishedChanges: false });
    const greek = await publicSite(t.app, 'el');
    expect(greek.version).toBe(2);
    expect(greek.site.identity.name).toEqual({ text: 'Χρίστου Νομική' });
    expect(greek.site.consultationTypes[0]).toMatchObject({ id: 'initial', priceCents: 17_500 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'site.publish'), eq(auditLog.subjectId, '2')));
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: 'partner',
      details: { version: 2 },
    });
    expect(
      (await versions()).map(({ id, current, restoredFrom }) => ({ id, current, restoredFrom })),
    ).toEqual([
      { id: 2, current: true, restoredFrom: null },
      { id: 1, current: false, restoredFrom: null },
    ]);
    expect((await versions())[1]!.publishedBy).toBeNull(); // the installation's seed
  });

  it('publishes nothing when the draft is already live, and refuses a stale revision', async () => {
    const site = siteAdmin(t.app, admin.cookie);
    const draft = await site.draft();
    const again = await site.publish(draft.revision);
    expect(again.statusCode).toBe(200);
    expect((again.json() as SiteDraftResponse).published.version).toBe(2);
    expect(await versions()).toHaveLength(2);
    const stale = await site.publish(draft.revision - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('SITE_DRAFT_CHANGED');
  });

  it('restores an older version as a new live version and as the draft, audited', async () => {
    const site = siteAdmin(t.app, admin.cookie);
    await site.edit((content) => {
      content.home.sections.find((section) => section.id === 'testimonials')!.hidden = true;
    });
    expect((await publicSite(t.app)).site.home).not.toHaveProperty('testimonials');
    const before = await site.draft();
    const restored = await site.restore(2, before.revision);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      revision: before.revision + 1,
      published: { version: 4 },
      unpublishedChanges: false,
    });
    const live = await publicSite(t.app);
    expect(live.version).toBe(4);
    expect(live.site.home.sections).toContain('testimonials');
    expect(live.site.home.testimonials?.items).toHaveLength(6);
    expect((await versions())[0]).toMatchObject({ id: 4, restoredFrom: 2, current: true });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'site.restore'));
    expect(entry).toMatchObject({ actorId: admin.id, details: { version: 4, restoredFrom: 2 } });
  });

  it('answers 404 for a version no longer kept, and 400 for a version that is no number', async () => {
    const site = siteAdmin(t.app, admin.cookie, 'el');
    const { revision } = await site.draft();
    const gone = await site.restore(999, revision);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(
      'Αυτή η έκδοση δεν διατηρείται πια. Μόνο οι 20 τελευταίες δημοσιευμένες εκδόσεις μπορούν να επαναφερθούν.',
    );
    const bad = await t.app.inject({
      url: '/api/admin/site/versions/0',
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it(`keeps only the last ${KEPT_VERSIONS} versions`, async () => {
    const site = siteAdmin(t.app, admin.cookie);
    for (let round = 0; round < KEPT_VERSIONS; round += 1)
      await site.edit((content) => {
        content.home.hero.title.en = `We care (${round})`;
      });
    const kept = await versions();
    expect(kept).toHaveLength(KEPT_VERSIONS);
    expect(kept[0]).toMatchObject({ id: 4 + KEPT_VERSIONS, current: true });
    expect(kept.at(-1)!.id).toBe(5);
    expect((await publicSite(t.app)).site.home.hero?.title.text).toBe(
      `We care (${KEPT_VERSIONS - 1})`,
    );
  });

  it('leaves nothing half-done when a step of the publish fails', async () => {
    const site = siteAdmin(t.app, admin.cookie);
    const before = await publicSite(t.app);
    const count = async () =>
      (await t.db.select({ id: siteVersions.id }).from(siteVersions)).length;
    const kept = await count();
    // The audit entry, the last write of a publish, is refused by the database this once.
    await t.db.execute(sql`create function refuse_site_audit() returns trigger language plpgsql as
      $$ begin raise exception 'audit refused'; end $$`);
    await t.db.execute(sql`create trigger refuse_site_audit before insert on audit_log
      for each row when (new.action = 'site.publish') execute function refuse_site_audit()`);
    try {
      const draft = await site.draft();
      draft.content.home.hero.title.en = 'Never live';
      const saved = (await site.save(draft.content, draft.revision)).json() as SiteDraftResponse;
      expect((await site.publish(saved.revision)).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_site_audit on audit_log`);
    }
    expect(await count()).toBe(kept);
    expect(await publicSite(t.app)).toEqual(before);
    expect((await site.draft()).unpublishedChanges).toBe(true);
  });
});
