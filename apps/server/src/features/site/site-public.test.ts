import { describe, expect, it, vi } from 'vitest';
import type { PublicSiteResponse } from '@lexbridge/shared/schemas/site';
import { buildTestApp } from '../../test/app';
import { openSecondHandle } from '../../test/database';
import { publicSite, siteAdmin } from '../../test/site-http';
import { useAdmin, useTestApp } from '../../test/suite';
import { publishedSite, siteFor } from './index';

describe('the public site', () => {
  const t = useTestApp();
  const admin = useAdmin(t);

  it('answers the live version in the language asked, or else the visitor’s', async () => {
    expect((await publicSite(t.app, 'el')).site.home.hero?.title).toEqual({ text: 'Νοιαζόμαστε' });
    const byHeader = await t.app.inject({
      url: '/api/site',
      headers: { 'accept-language': 'el-CY,el;q=0.9' },
    });
    expect((byHeader.json() as PublicSiteResponse).site.language).toBe('el');
    expect(byHeader.headers.vary).toContain('accept-language');
    const refused = await t.app.inject({
      url: '/api/site?language=fr',
      headers: { 'accept-language': 'el' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Επιλέξτε Αγγλικά ή Ελληνικά.');
  });

  it('shows an untranslated text in the other language, marked, never blank', async () => {
    await siteAdmin(t.app, admin.cookie).edit((content) => {
      content.practiceAreas[0]!.title.el = '';
      content.home.faq.categories[0]!.items[0]!.answer.en = '';
    });
    const greek = (await publicSite(t.app, 'el')).site;
    expect(greek.practiceAreas[0]!.title).toEqual({ text: 'Corporate Law', lang: 'en' });
    const english = (await publicSite(t.app, 'en')).site;
    expect(english.home.faq?.categories[0]!.items[0]!.answer.lang).toBe('el');
    expect(english.home.faq?.categories[0]!.items[0]!.answer.text).not.toBe('');
  });

  it('revalidates cheaply: an unchanged version answers 304 to its ETag', async () => {
    const first = await t.app.inject({ url: '/api/site?language=en' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      url: '/api/site?language=en',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    await siteAdmin(t.app, admin.cookie).edit((content) => {
      content.home.hero.lead.en = 'Changed lead.';
    });
    const changed = await t.app.inject({
      url: '/api/site?language=en',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as PublicSiteResponse).site.home.hero?.lead.text).toBe('Changed lead.');
  });

  it('is read from memory: answering it and the accessors never ask the database', async () => {
    const reads = vi.spyOn(t.app.deps.db, 'select');
    const executes = vi.spyOn(t.app.deps.db, 'execute');
    try {
      await publicSite(t.app, 'en');
      await publicSite(t.app, 'el');
      expect(publishedSite(t.app).content.identity.email).toBe('info@kclaw.com.cy');
      expect(siteFor(t.app, 'el').language).toBe('el');
      expect(reads).not.toHaveBeenCalled();
      expect(executes).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      executes.mockRestore();
    }
  });

  it('a publish on either instance reaches the other through the bus, with no request asking', async () => {
    // On the embedded database the second instance shares the first's handle; on PostgreSQL it
    // has its own connections and hears the notice on its own LISTEN connection.
    const second = await buildTestApp({ database: await openSecondHandle(t.database) });
    try {
      const before = publishedSite(second.app).version;
      await siteAdmin(t.app, admin.cookie).edit((content) => {
        content.identity.phone = '+357 22 999 000';
      });
      await vi.waitFor(() => expect(publishedSite(second.app).version).toBe(before + 1));
      expect(siteFor(second.app, 'en').identity.phone).toBe('+357 22 999 000');
      // Once read, the new version is served from memory.
      const reads = vi.spyOn(second.app.deps.db, 'select');
      expect((await publicSite(second.app, 'el')).site.identity.phone).toBe('+357 22 999 000');
      expect(reads).not.toHaveBeenCalled();
      reads.mockRestore();

      await siteAdmin(second.app, admin.cookie).edit((content) => {
        content.identity.phone = '+357 22 111 222';
      });
      await vi.waitFor(() => expect(publishedSite(t.app).version).toBe(before + 2));
      expect((await publicSite(t.app)).site.identity.phone).toBe('+357 22 111 222');
    } finally {
      await second.close();
    }
  });
});
