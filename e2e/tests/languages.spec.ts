import { expectNoA11yViolations } from '../fixtures/a11y';
import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import { greek } from '../fixtures/catalogs';
import { expect, test } from '../fixtures/test-data/test';
import { gotoHydrated } from '../fixtures/hydration';

test('the Greek pages are served rendered in Greek, with lang and hreflang both ways', async ({
  request,
}) => {
  for (const [path, english] of [
    ['/el', '/'],
    ['/el/corporate-law', '/corporate-law'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="el"');
    expect(html).toContain(greek('common:footer.quickLinksTitle'));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="[^"]+${english}"`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="el" href="[^"]+${path}"`));
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+"/);
  }
  const practiceArea = await (await request.get('/el/corporate-law')).text();
  expect(practiceArea).toContain(`<title>${greek('practiceAreas:corporate-law.title')} | KC Law`);
});

test('a visitor switches the home page to Greek and the site remembers it', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('group', { name: 'Language' }).getByRole('link', { name: /^EL/ }).click();
  await expect(page).toHaveURL(/\/el$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(
    page
      .locator('#home')
      .getByRole('heading', { level: 1, name: kcLawSiteSeed.home.hero.title.el }),
  ).toBeVisible();
  const nav = header.getByRole('navigation', { name: greek('common:nav.main') });
  await expect(nav.getByRole('link', { name: greek('common:nav.services') })).toHaveAttribute(
    'href',
    '/el#services',
  );
  await expect(
    page.getByRole('contentinfo').getByText(greek('common:footer.quickLinksTitle')),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  // The next visit to an English address lands on its Greek page; switching back sticks too.
  await page.goto('/news');
  await expect(page).toHaveURL(/\/el\/news$/);
  await page
    .getByRole('banner')
    .getByRole('group', { name: greek('common:language.label') })
    .getByRole('link', { name: /^EN/ })
    .click();
  await expect(page).toHaveURL(/\/news$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a first visit from a Greek browser gets the Greek site', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'el-GR' });
  const page = await context.newPage();
  await page.goto('/corporate-law');
  await expect(page).toHaveURL(/\/el\/corporate-law$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await context.close();
});

test('the Greek site works at 320 px, with the switch in the mobile menu', async ({ page }) => {
  // Four pages, each checked with axe: more than the default budget on a busy 2-core machine.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/el');
  await page.getByRole('button', { name: greek('common:nav.openMenu') }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: /^EN/ })).toBeVisible();
  for (const path of ['/el', '/el/corporate-law', '/el/news', '/el/auth']) {
    await page.goto(path);
    // The sign-in page settles once the browser knows there is no session.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  }
});

test('the booking dialog speaks Greek: Greek months and amounts in euro as written in Cyprus', async ({
  page,
}) => {
  await page.goto('/el#pricing');
  await page.getByRole('button', { name: greek('booking:pricing.types.initial.button') }).click();
  const dialog = page.getByRole('dialog');
  const months =
    /(Ιανουάριος|Φεβρουάριος|Μάρτιος|Απρίλιος|Μάιος|Ιούνιος|Ιούλιος|Αύγουστος|Σεπτέμβριος|Οκτώβριος|Νοέμβριος|Δεκέμβριος) \d{4}/;
  await expect(dialog.getByText(months).first()).toBeVisible();
  // Intl writes "150 €" with a no-break space before the sign.
  await expect(dialog.getByRole('button', { name: /^Πληρωμή 150\s€$/ })).toBeDisabled();
  await expectNoA11yViolations(page);
});

test('the sign-in page is in Greek, down to its validation messages', async ({ page }) => {
  await gotoHydrated(page, '/el/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  const form = page.locator('form').first();
  await form.getByRole('button', { name: greek('auth:signIn.submit'), exact: true }).click();
  await expect(form.getByText(greek('validation:email.invalid'))).toBeVisible();
  await expectNoA11yViolations(page);
});

test("a client's language follows their profile, changed from the same switch", async ({
  page,
  signedInClient,
}) => {
  await signedInClient();
  await page.goto('/client-portal');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Client Portal');
  await page.getByRole('banner').getByRole('button', { name: /^EL/ }).click();
  await expect(heading).toHaveText(greek('portal:title'));
  // The server renders the portal in Greek from the profile alone, without the cookie.
  await page.context().clearCookies({ name: 'lang' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(heading).toHaveText(greek('portal:title'));
  await expectNoA11yViolations(page);
});
