import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { routeManifest } from '@lexbridge/shared/routes';
import { useTestApp } from '../../test/suite';
import { createArticle } from '../../test/factories';
import { paymentsModeQueryKey } from '@lexbridge/shared/schemas/payments';
import { createPageResponder } from './render-page';
import type { SsrRender } from './ssr-renderer';

const template = `<!doctype html><html lang="en"><head>
    <title>KC Law</title>
    <meta name="description" content="shell" />
  </head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

describe('page responder', () => {
  const t = useTestApp();
  const calls: string[] = [];
  const render: SsrRender = async (url) => {
    calls.push(url);
    return { html: '<h1>We care</h1>', state: { note: '</script><script>alert(1)</script>' } };
  };
  /** A page request as the browser sends it, with these headers. */
  const request = (headers: Record<string, string> = {}) =>
    ({ headers, server: t.app }) as unknown as FastifyRequest;
  const get = (responder: ReturnType<typeof createPageResponder>, path: string, headers = {}) =>
    responder(request(headers), new URL(`http://lexbridge.test${path}`));

  it('renders a public page with its head, its HTML and its query cache', async () => {
    const respond = createPageResponder(t.app, template, render);
    const { status, html } = await get(respond, '/');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"><h1>We care</h1></div>');
    expect(html).toContain('<title>KC Law | Lawyers in Nicosia, Cyprus</title>');
    expect(html).not.toContain('<title>KC Law</title>');
    expect(html).not.toContain('content="shell"');
    expect(html).toContain('<link rel="canonical" href="http://lexbridge.test/" />');
    expect(html).toContain('"@type":"LegalService"');
    const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(state)).toEqual({ note: '</script><script>alert(1)</script>' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="el" href="http://lexbridge.test/el" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://lexbridge.test/" />',
    );
  });

  it('renders the Greek page under /el in Greek, with its own canonical URL and alternates', async () => {
    const languages: string[] = [];
    const respond = createPageResponder(t.app, template, async (_url, _prefetched, language) => {
      languages.push(language);
      return { html: '<h1>Νοιαζόμαστε</h1>', state: {} };
    });
    const { status, html } = await get(respond, '/el/corporate-law');
    expect(status).toBe(200);
    expect(languages).toEqual(['el']);
    expect(html).toContain('<html lang="el">');
    expect(html).toContain('<title>Εταιρικό Δίκαιο | KC Law</title>');
    expect(html).toContain(
      '<link rel="canonical" href="http://lexbridge.test/el/corporate-law" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="http://lexbridge.test/corporate-law" />',
    );
  });

  it('names an article only in the language it is written in, under either prefix', async () => {
    await createArticle(t, { slug: 'english-only' }, { published: true });
    await createArticle(t, { slug: 'elliniko', language: 'el' }, { published: true });
    const respond = createPageResponder(t.app, template, render);
    const links = (html: string) => html.match(/<link rel="(canonical|alternate)"[^>]*>/g);

    for (const path of ['/articles/english-only', '/el/articles/english-only']) {
      const { status, html } = await get(respond, path);
      expect(status).toBe(200);
      expect(links(html)).toEqual([
        '<link rel="canonical" href="http://lexbridge.test/articles/english-only" />',
        '<link rel="alternate" hreflang="en" href="http://lexbridge.test/articles/english-only" />',
        '<link rel="alternate" hreflang="x-default" href="http://lexbridge.test/articles/english-only" />',
      ]);
    }
    const greek = await get(respond, '/articles/elliniko');
    expect(links(greek.html)).toEqual([
      '<link rel="canonical" href="http://lexbridge.test/el/articles/elliniko" />',
      '<link rel="alternate" hreflang="el" href="http://lexbridge.test/el/articles/elliniko" />',
      '<link rel="alternate" hreflang="x-default" href="http://lexbridge.test/el/articles/elliniko" />',
    ]);
  });

  it('sends a visitor who prefers Greek from an English URL to the Greek one', async () => {
    const respond = createPageResponder(t.app, template, render);
    const byCookie = await get(respond, '/news?page=2', { cookie: 'lang=el' });
    expect(byCookie).toMatchObject({ status: 302, location: '/el/news?page=2' });
    const byBrowser = await get(respond, '/', { 'accept-language': 'el-CY,el;q=0.9,en;q=0.5' });
    expect(byBrowser).toMatchObject({ status: 302, location: '/el' });
    // A remembered choice of English wins over the browser's Greek; Greek URLs never redirect.
    const chosen = await get(respond, '/', { cookie: 'lang=en', 'accept-language': 'el' });
    expect(chosen.status).toBe(200);
    expect((await get(respond, '/el/news', { cookie: 'lang=en' })).status).toBe(200);
    // A link on this site to the English page (a new tab, say) means that page.
    const fromOurLink = await get(respond, '/news', {
      cookie: 'lang=el',
      'sec-fetch-site': 'same-origin',
    });
    expect(fromOurLink.status).toBe(200);
  });

  it('sends other app pages as the plain shell, and unknown paths with 404 and noindex', async () => {
    const respond = createPageResponder(t.app, template, render);
    calls.length = 0;
    expect(await get(respond, '/client-portal')).toEqual({ status: 200, html: template });
    const greekShell = await get(respond, '/admin', { 'accept-language': 'el' });
    expect(greekShell.html).toContain('<html lang="el">');
    const missing = await get(respond, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<meta name="robots" content="noindex" />');
    expect(calls).toEqual([]);
  });

  it("renders exactly the route manifest's server-rendered fixed pages", async () => {
    const respond = createPageResponder(t.app, template, render);
    for (const entry of routeManifest.filter((candidate) => !candidate.path.includes(':'))) {
      const { status, html } = await get(respond, entry.path);
      expect(status, entry.path).toBe(200);
      expect(html.includes('<h1>We care</h1>'), entry.path).toBe(entry.serverRendered);
    }
  });

  it("inserts an article's text as written, even with $' $& $1 and $$ in it", async () => {
    const tricky = "Costs $' and $& and $1 and $$ and $` stay text";
    await createArticle(
      t,
      { slug: 'dollar-signs', title: `Fees ${tricky}`, summary: tricky, content: tricky },
      { published: true },
    );
    // Renders the article from the query cache, as the web app's page does.
    const echo: SsrRender = async (_url, prefetched) => {
      const article = prefetched[0]!.data as { content: string };
      return { html: `<article>${article.content}</article>`, state: {} };
    };
    const { status, html } = await get(
      createPageResponder(t.app, template, echo),
      '/articles/dollar-signs',
    );
    expect(status).toBe(200);
    expect(html).toContain(`<div id="root"><article>${tricky}</article></div>`);
    const inHead = tricky.replace('&', '&amp;');
    expect(html).toContain(`<title>Fees ${inHead} | KC Law</title>`);
    expect(html).toContain(`<meta name="description" content="${inHead}" />`);
    // Nothing of the template was copied in: one head, one root, one document.
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
  });

  it('gives every rendered page whether payments are in test mode, for its notice', async () => {
    const seen: unknown[] = [];
    const respond = createPageResponder(t.app, template, async (_url, prefetched) => {
      seen.push(...prefetched);
      return { html: '', state: {} };
    });
    await get(respond, '/corporate-law');
    expect(seen).toContainEqual({ queryKey: paymentsModeQueryKey, data: { testMode: false } });
  });

  it('falls back to the shell with the right head when rendering fails', async () => {
    const failing: SsrRender = async () => {
      throw new Error('boom');
    };
    const { status, html } = await createPageResponder(
      t.app,
      template,
      failing,
    )(request(), new URL('http://lexbridge.test/admin-access'));
    expect(status).toBe(200);
    expect(html).toContain('<title>Admin Access | KC Law</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('keeps the staff sign-in help out of search results, in every language', async () => {
    const respond = createPageResponder(t.app, template, render);
    for (const path of ['/admin-access', '/el/admin-access']) {
      const { status, html, noindex } = await get(respond, path);
      expect(status).toBe(200);
      expect(noindex).toBe(true);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('hreflang');
    }
    expect((await get(respond, '/news')).noindex).toBeUndefined();
  });

  it("names each page's code in its head, for the browser to fetch beside the app's first script", async () => {
    const preloads = (route: { id: string }) =>
      `<link rel="modulepreload" crossorigin href="/assets/${route.id}.js" />`;
    const respond = createPageResponder(t.app, template, render, preloads);
    const news = await get(respond, '/el/news');
    expect(news.html).toMatch(/href="\/assets\/news\.js" \/>\s*<\/head>/);
    const portal = await get(respond, '/client-portal');
    expect(portal.html).toMatch(/href="\/assets\/[\w-]+\.js" \/>\s*<\/head>/);
    const unknown = await get(respond, '/no/such/page');
    expect(unknown.html).not.toContain('modulepreload');
  });
});
