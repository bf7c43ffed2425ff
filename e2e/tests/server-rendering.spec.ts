import { expect, test, type Page } from '@playwright/test';

/** React reports hydration mismatches as console errors; any of them fails the test. */
function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home page HTML holds its text, head tags and JSON-LD before any JavaScript runs', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>[^<]*We care/);
  expect(html).toContain('<title>KC Law | Lawyers in Nicosia, Cyprus</title>');
  expect(html).toMatch(/<meta name="description" content="KC Law advises [^"]+"/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
  expect(html).toContain(
    '<meta property="og:title" content="KC Law | Lawyers in Nicosia, Cyprus" />',
  );
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'LegalService', name: 'KC Law' });
});

test('/admin-access is served rendered, kept out of search results', async ({ request }) => {
  const response = await request.get('/admin-access');
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  const html = await response.text();
  expect(html).toContain('<title>Admin Access | KC Law</title>');
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toMatch(/<h1[^>]*>Admin Access<\/h1>/);
  expect(html).toContain('Manual Admin Setup');
  // Server set-up is for whoever runs the site (the README), not for the page a visitor reads.
  const page = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-state"'));
  expect(page).toContain('Manual Admin Setup');
  expect(page).not.toContain('ADMIN_EMAIL');
  expect(page).not.toContain('npm run admin');
  const robots = await (await request.get('/robots.txt')).text();
  // Fetchable, so that crawlers read its noindex ('/admin' would cover it without the Allow).
  expect(robots).toContain('Allow: /admin-access\n');
  expect(robots).not.toContain('Disallow: /admin-access');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('admin-access');
});

test('an article is served rendered with its own head; an unknown one answers 404', async ({
  request,
}) => {
  const list = (await (await request.get('/api/articles?page=1&pageSize=1')).json()) as {
    articles: { slug: string; title: string; summary: string }[];
  };
  const article = list.articles[0]!;
  const response = await request.get(`/articles/${article.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${article.title} | KC Law</title>`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${article.title}</h1>`));
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toContain('"@type":"Article"');

  const home = await (await request.get('/')).text();
  expect(home).toContain('Latest News');
  expect(home).toContain(article.title);

  expect((await request.get('/articles/no-such-article')).status()).toBe(404);
});

test('with JavaScript disabled the home page still reads', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'We care' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'KC Law' })).toBeVisible();
  await context.close();
});

test('server-rendered pages hydrate without errors and stay interactive', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  for (const path of ['/', '/news', '/corporate-law', '/admin-access', '/auth']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  // The signed-out session check answers 401, which the browser logs as a failed resource load.
  expect(errors.filter((text) => !/status of 401/.test(text))).toEqual([]);
});
