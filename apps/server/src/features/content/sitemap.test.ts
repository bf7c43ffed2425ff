import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { createArticle } from '../../test/factories';

describe('sitemap.xml and robots.txt', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await createArticle(t, { slug: 'visible-news' }, { published: true });
    await createArticle(t, { slug: 'nea-nomothesia', language: 'el' }, { published: true });
    await createArticle(t, { slug: 'secret-draft' });
  });

  it('lists the public pages and published articles with lastmod, as absolute URLs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const paths = ['/', '/corporate-law', '/real-estate-law', '/estate-planning', '/medical-law'];
    for (const path of [...paths, '/data-protection', '/news']) {
      expect(locs).toContain(`${TEST_PUBLIC_URL}${path}`);
      expect(locs).toContain(`${TEST_PUBLIC_URL}/el${path === '/' ? '' : path}`);
    }
    // Each language's entry names both versions and the default for everyone else.
    expect(response.body).toContain(
      `<url><loc>${TEST_PUBLIC_URL}/el/news</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${TEST_PUBLIC_URL}/news"/>` +
        `<xhtml:link rel="alternate" hreflang="el" href="${TEST_PUBLIC_URL}/el/news"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${TEST_PUBLIC_URL}/news"/></url>`,
    );
    // An article is listed only under the language it is written in, with that one hreflang.
    expect(response.body).toMatch(
      new RegExp(
        `<loc>${TEST_PUBLIC_URL}/articles/visible-news</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>` +
          `<xhtml:link rel="alternate" hreflang="en" href="${TEST_PUBLIC_URL}/articles/visible-news"/></url>`,
      ),
    );
    expect(locs).not.toContain(`${TEST_PUBLIC_URL}/el/articles/visible-news`);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/el/articles/nea-nomothesia`);
    expect(locs).not.toContain(`${TEST_PUBLIC_URL}/articles/nea-nomothesia`);
    expect(response.body).not.toContain('secret-draft');
    expect(response.body).not.toMatch(/\/admin<|client-portal/);
    // The staff sign-in help is public but not for search results.
    expect(response.body).not.toContain('admin-access');
  });

  it('keeps crawlers out of admin, portal and API, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const path of [
      '/admin',
      '/client-portal',
      '/matters',
      '/documents',
      '/account',
      '/messages',
      '/invoices',
      '/api/',
    ]) {
      expect(response.body).toContain(`Disallow: ${path}\n`);
    }
    expect(response.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    expect(response.body).not.toMatch(/^Disallow: \/$/m);
    // The staff sign-in help stays fetchable, so that crawlers read its noindex: /admin would
    // cover it, so it is allowed by name; it is disallowed in no language.
    expect(response.body).toContain('Allow: /admin-access\n');
    expect(response.body).not.toContain('Disallow: /admin-access');
    expect(response.body).not.toContain('Disallow: /el/admin-access');
  });
});
