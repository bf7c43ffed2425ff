import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { LocalizedSite } from '@lexbridge/shared/site/localize';
import { siteQueryKey, sitePreviewQueryKey } from '@lexbridge/shared/site/query-key';
import { siteAdmin } from '../../test/site-http';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createPageResponder } from './render-page';
import type { SsrRender } from './ssr-renderer';

const template = `<!doctype html><html lang="en"><head>
    <title>shell</title>
  </head><body><div id="root"></div></body></html>`;

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  JSON.stringify(a) === JSON.stringify(b);

describe('a public page with ?preview=draft', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const client = useClient(t, 'preview-client@example.com');
  // Stands in for the web app's render: the firm name from the site the app would read (the
  // draft's key when the cache says it is a preview), and the preview bar when it is.
  const render: SsrRender = async (_url, prefetched, language) => {
    const preview = prefetched.some(
      (entry) => sameKey(entry.queryKey, sitePreviewQueryKey) && entry.data === true,
    );
    const site = prefetched.find((entry) =>
      sameKey(entry.queryKey, siteQueryKey(language, preview)),
    )?.data as LocalizedSite;
    const bar = preview ? '<div role="status">preview bar</div>' : '';
    return { html: `${bar}<p>${site.identity.name.text}</p>`, state: {} };
  };
  const get = (path: string, cookie?: string) =>
    createPageResponder(
      t.app,
      template,
      render,
    )(
      {
        headers: cookie ? { cookie } : {},
        server: t.app,
        log: t.app.log,
      } as unknown as FastifyRequest,
      new URL(`http://lexbridge.test${path}`),
    );

  it('shows an administrator the saved draft, privately, and everyone else the published site', async () => {
    const site = siteAdmin(t.app, admin.cookie);
    const draft = await site.draft();
    draft.content.identity.name = { en: 'Draft Legal', el: 'Πρόχειρη Νομική' };
    draft.content.seo.homeTitle = { en: 'Draft Legal | Nicosia', el: '' };
    expect((await site.save(draft.content, draft.revision)).statusCode).toBe(200);

    const asAdmin = await get('/?preview=draft', admin.cookie);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.html).toContain('<title>Draft Legal | Nicosia</title>');
    expect(asAdmin.html).toContain('<div role="status">preview bar</div><p>Draft Legal</p>');
    expect(asAdmin.cacheControl).toBe('private, no-store');
    const greek = await get('/el?preview=draft', admin.cookie);
    expect(greek.html).toContain('<p>Πρόχειρη Νομική</p>');
    expect(greek.cacheControl).toBe('private, no-store');

    // Without the parameter, the administrator sees the live site like anyone.
    const plain = await get('/', admin.cookie);
    expect(plain.html).not.toContain('Draft Legal');
    expect(plain.cacheControl).toBeUndefined();

    for (const cookie of [undefined, client.cookie]) {
      const other = await get('/?preview=draft', cookie);
      expect(other.status).toBe(200);
      expect(other.html).not.toContain('Draft Legal');
      expect(other.html).not.toContain('preview bar');
      expect(other.html).toMatch(/<p>[^<]+<\/p>/);
      expect(other.cacheControl).toBeUndefined();
    }
  });
});
