import { describe, expect, it } from 'vitest';
import type { SiteDraftResponse } from '@lexbridge/shared/schemas/site';
import { publicSite, siteAdmin } from '../../test/site-http';
import { useAdmin, useTestApp } from '../../test/suite';

describe('the site draft', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const other = useAdmin(t, 'associate@kclaw.test');

  it('starts as the published seed, in both languages, with nothing missing', async () => {
    const draft = await siteAdmin(t.app, admin.cookie).draft();
    expect(draft).toMatchObject({
      revision: 1,
      updatedBy: null,
      missingTranslations: [],
      published: { version: 1 },
      unpublishedChanges: false,
    });
    expect(draft.content.home.hero.title).toEqual({ en: 'We care', el: 'Νοιαζόμαστε' });
  });

  it('saves the whole content as a new revision, flags missing translations, and publishes nothing', async () => {
    const site = siteAdmin(t.app, admin.cookie);
    const draft = await site.draft();
    draft.content.identity.name = { en: 'Christou & Partners', el: '' };
    const saved = await site.save(draft.content, draft.revision);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      revision: draft.revision + 1,
      updatedBy: { id: admin.id, name: 'partner' },
      missingTranslations: [{ path: 'identity.name', language: 'el' }],
      unpublishedChanges: true,
      published: { version: 1 },
    });
    expect((await publicSite(t.app)).site.identity.name).toEqual({ text: 'KC Law' });
  });

  it('refuses a save based on a revision someone else has saved over (409), keeping theirs', async () => {
    const mine = siteAdmin(t.app, admin.cookie, 'el');
    const theirs = siteAdmin(t.app, other.cookie);
    const seen = await mine.draft();
    const their = structuredClone(seen.content);
    their.home.hero.title.en = 'Their title';
    expect((await theirs.save(their, seen.revision)).statusCode).toBe(200);
    seen.content.home.hero.title.en = 'My title';
    const refused = await mine.save(seen.content, seen.revision);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'SITE_DRAFT_CHANGED',
        message:
          'Κάποιος άλλος άλλαξε τον ιστότοπο στο μεταξύ. Φορτώστε ξανά για να δείτε τις αλλαγές του και κάντε ξανά τις δικές σας.',
      },
    });
    expect((await mine.draft()).content.home.hero.title.en).toBe('Their title');
  });

  it('refuses invalid content with each field’s reason in the admin’s language, saving nothing', async () => {
    const site = siteAdmin(t.app, admin.cookie, 'el');
    const before = await site.draft();
    const content = structuredClone(before.content);
    content.practiceAreas[1]!.slug = content.practiceAreas[0]!.slug;
    content.consultationTypes[0]!.priceCents = 0;
    const refused = await site.save(content, before.revision);
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json() as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual({
      'content.consultationTypes.0.priceCents': 'Συμπληρώστε τιμή από 1,00 έως 100.000,00.',
      'content.practiceAreas.1.slug':
        'Το slug «corporate-law» χρησιμοποιείται ήδη από τομέα δικαίου (τώρα ή ως προηγούμενη διεύθυνσή του). Επιλέξτε άλλο.',
    });
    expect((await site.draft()).revision).toBe(before.revision);
  });

  it('refuses an image id that names no uploaded image', async () => {
    const site = siteAdmin(t.app, admin.cookie);
    const draft = await site.draft();
    draft.content.identity.logoAssetId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    const refused = await site.save(draft.content, draft.revision);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'SITE_ASSET_MISSING',
      message: 'An image chosen for the site is not among the uploaded images. Upload it again.',
    });
  });

  it('previews the draft as the public pages would show it, to administrators only', async () => {
    const site = siteAdmin(t.app, admin.cookie);
    const draft: SiteDraftResponse = await site.draft();
    const preview = await t.app.inject({
      url: '/api/admin/site/preview?language=el',
      headers: { cookie: admin.cookie },
    });
    expect(preview.json()).toMatchObject({
      revision: draft.revision,
      site: { language: 'el', home: { hero: { title: { text: 'Νοιαζόμαστε' } } } },
    });
    expect(preview.json().site.identity.name).toEqual({ text: 'Christou & Partners', lang: 'en' });
    expect((await t.app.inject({ url: '/api/admin/site/preview' })).statusCode).toBe(401);
  });
});
