import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeManifest } from '@lexbridge/shared/routes';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPageResponder } from './render-page';
import type { SsrRender } from './ssr-renderer';

const template = `<!doctype html><html><head>
    <title>KC Law</title>
    <meta name="description" content="shell" />
  </head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

describe('page responder', () => {
  let t: TestApp;
  const calls: string[] = [];
  const render: SsrRender = async (url) => {
    calls.push(url);
    return { html: '<h1>We care</h1>', state: { note: '</script><script>alert(1)</script>' } };
  };
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('renders a public page with its head, its HTML and its query cache', async () => {
    const respond = createPageResponder(t.app, template, render);
    const { status, html } = await respond(new URL('http://lexbridge.test/'));
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"><h1>We care</h1></div>');
    expect(html).toContain('<title>KC Law | Lawyers in Nicosia, Cyprus</title>');
    expect(html).not.toContain('<title>KC Law</title>');
    expect(html).not.toContain('content="shell"');
    expect(html).toContain('<link rel="canonical" href="http://lexbridge.test/" />');
    expect(html).toContain('"@type":"LegalService"');
    const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(state)).toEqual({ note: '</script><script>alert(1)</script>' });
  });

  it('sends other app pages as the plain shell, and unknown paths with 404 and noindex', async () => {
    const respond = createPageResponder(t.app, template, render);
    calls.length = 0;
    expect(await respond(new URL('http://lexbridge.test/client-portal'))).toEqual({
      status: 200,
      html: template,
    });
    const missing = await respond(new URL('http://lexbridge.test/no-such-page'));
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<meta name="robots" content="noindex" />');
    expect(calls).toEqual([]);
  });

  it("renders exactly the route manifest's server-rendered fixed pages", async () => {
    const respond = createPageResponder(t.app, template, render);
    for (const entry of routeManifest.filter((candidate) => !candidate.path.includes(':'))) {
      const { status, html } = await respond(new URL(`http://lexbridge.test${entry.path}`));
      expect(status, entry.path).toBe(200);
      expect(html.includes('<h1>We care</h1>'), entry.path).toBe(entry.serverRendered);
    }
  });

  it('falls back to the shell with the right head when rendering fails', async () => {
    const failing: SsrRender = async () => {
      throw new Error('boom');
    };
    const { status, html } = await createPageResponder(
      t.app,
      template,
      failing,
    )(new URL('http://lexbridge.test/admin-access'));
    expect(status).toBe(200);
    expect(html).toContain('<title>Admin Access | KC Law</title>');
    expect(html).toContain('<div id="root"></div>');
  });
});
