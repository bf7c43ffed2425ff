import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { LocalizedSite } from '@lexbridge/shared/site/localize';
import { siteAdmin } from '../../test/site-http';
import { useAdmin, useTestApp } from '../../test/suite';
import { createPageResponder } from './render-page';
import type { SsrRender } from './ssr-renderer';

const template = `<!doctype html><html lang="en"><head>
    <title>shell</title>
  </head><body><div id="root"></div></body></html>`;

describe('public pages after the firm publishes its edited site', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const rendered: { url: string; site: LocalizedSite }[] = [];
  // Stands in for the web app's render: the page's HTML is the firm name it was given.
  const render: SsrRender = async (url, prefetched) => {
    const site = prefetched.find((entry) => entry.queryKey[0] === 'site')!.data as LocalizedSite;
    rendered.push({ url, site });
    return { html: `<p>${site.identity.name.text}</p>`, state: {} };
  };
  const get = (path: string) =>
    createPageResponder(
      t.app,
      template,
      render,
    )(
      { headers: {}, server: t.app } as unknown as FastifyRequest,
      new URL(`http://lexbridge.test${path}`),
    );

  it('renders the new name and the renamed practice area, and moves its old address with a 301', async () => {
    await siteAdmin(t.app, admin.cookie).edit((content) => {
      content.identity.name = { en: 'Christou Legal', el: 'Χρίστου Νομική' };
      content.seo.homeTitle = { en: 'Christou Legal | Nicosia lawyers', el: '' };
      const corporate = content.practiceAreas.find((area) => area.id === 'corporate-law')!;
      corporate.slug = 'business-law';
      corporate.previousSlugs = ['corporate-law'];
      corporate.title = { en: 'Business Law', el: 'Δίκαιο Επιχειρήσεων' };
      content.practiceAreas.find((area) => area.id === 'medical-law')!.hidden = true;
    });

    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<title>Christou Legal | Nicosia lawyers</title>');
    expect(home.html).toContain('<div id="root"><p>Christou Legal</p></div>');
    expect(home.html).toContain('"@type":"LegalService"');
    expect(home.html).toContain('"name":"Christou Legal"');

    const area = await get('/el/business-law');
    expect(area.status).toBe(200);
    expect(area.html).toContain('<title>Δίκαιο Επιχειρήσεων | Χρίστου Νομική</title>');
    expect(area.html).toContain('"@type":"Service"');
    expect(area.html).toContain('<meta property="og:site_name" content="Χρίστου Νομική" />');

    expect(await get('/corporate-law?ref=x')).toMatchObject({
      status: 301,
      location: '/business-law?ref=x',
    });
    expect(await get('/el/corporate-law')).toMatchObject({
      status: 301,
      location: '/el/business-law',
    });
    // Hidden and unknown areas are honest 404s, never rendered.
    rendered.length = 0;
    expect((await get('/medical-law')).status).toBe(404);
    expect((await get('/no-such-area')).status).toBe(404);
    expect(rendered).toEqual([]);
  });

  it('lists the shown practice areas in the sitemap, at their current addresses', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('/business-law</loc>');
    expect(sitemap).toContain('/el/business-law</loc>');
    expect(sitemap).not.toContain('/corporate-law</loc>');
    expect(sitemap).not.toContain('/medical-law</loc>');
  });
});
