import { expect, test, type Page } from '@playwright/test';
import type { PublicSiteResponse } from '@lexbridge/shared/schemas/site';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { futureDay, showDay } from '../fixtures/booking-calendar';
import { greek } from '../fixtures/catalogs';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { signInAsAdminViaApi } from '../fixtures/users';

// The site is one for the whole server: this spec publishes a change and restores the version
// before it at the end, so the other specs see KC Law's site again.
const liveSite = async (page: Page, language: 'en' | 'el' = 'en') =>
  ((await (await page.request.get(`/api/site?language=${language}`)).json()) as PublicSiteResponse)
    .site;

/** Shows the page in Greek by reading the shared admin's profile as Greek in this page only. */
async function inGreek(page: Page) {
  await page.route('**/api/me', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const me = (await response.json()) as { user: Record<string, unknown> };
    await route.fulfill({ response, json: { ...me, user: { ...me.user, language: 'el' } } });
  });
}

test('an admin renames the firm, changes a price, hides the testimonials, adds a practice area, publishes and restores', async ({
  page,
  browser,
}) => {
  // A large form: each accessibility check reads every field of the open tab.
  test.setTimeout(150_000);
  await signInAsAdminViaApi(page);
  const before = await liveSite(page);
  const initialPrice = before.consultationTypes.find((type) => type.id === 'initial')!.priceCents;
  const newName = `Nicolaou Law ${Date.now() % 100_000}`;
  const slug = `maritime-law-${Date.now() % 100_000}`;

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin pages' })
    .getByRole('link', { name: 'Site', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/site$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible();
  const name = page.getByLabel('Firm name, English');
  await expect(name).toHaveValue(before.identity.name.text);
  await expectNoA11yViolations(page);

  await name.fill(newName);
  await page.getByLabel('Firm name, Greek').fill(newName);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.getByRole('tab', { name: 'Consultations' }).click();
  const initial = page.getByRole('region', { name: 'Initial Consultation' });
  await initial.getByLabel('Price').fill(((initialPrice + 2500) / 100).toFixed(2));
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Home page' }).click();
  const testimonials = page.getByRole('checkbox', { name: 'Show Testimonials' });
  await expect(testimonials).toBeChecked();
  await testimonials.uncheck();
  await expectNoA11yViolations(page);

  // A new practice area with its Greek page, shown at once.
  await page.getByRole('tab', { name: 'Practice areas' }).click();
  await page.getByRole('button', { name: 'Add a practice area' }).click();
  const area = page.locator('details[open]').last();
  await area.getByLabel('Page address').fill(slug);
  await area.getByLabel('Hidden from the site').uncheck();
  await area.getByLabel('Title, English').fill('Maritime Law');
  await area.getByLabel('Title, Greek').fill('Ναυτικό Δίκαιο');
  await area.getByLabel('Card text, English').fill('Ships, crews and cargo.');
  await area.getByLabel('Card text, Greek').fill('Πλοία, πληρώματα και φορτία.');
  await area.getByLabel('Page content, English').fill('We advise shipowners.');
  await area.getByLabel('Page content, Greek').fill('Συμβουλεύουμε πλοιοκτήτες.');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published as version \d+$/)).toBeVisible();
  await expect(page.getByText('Draft is live')).toBeVisible();

  // What the public API gets, in both languages.
  const after = await liveSite(page);
  expect(after.identity.name.text).toBe(newName);
  expect(after.consultationTypes.find((type) => type.id === 'initial')!.priceCents).toBe(
    initialPrice + 2500,
  );
  expect(after.home.sections).not.toContain('testimonials');
  expect(before.home.sections).toContain('testimonials');
  const greekArea = (await liveSite(page, 'el')).practiceAreas.find((item) => item.slug === slug);
  expect(greekArea?.title).toEqual({ text: 'Ναυτικό Δίκαιο' });
  expect(greekArea?.content).toEqual({ text: 'Συμβουλεύουμε πλοιοκτήτες.' });

  // What a visitor sees: the new name, no testimonials, the new area's Greek page at 320 px, and
  // the consultation booked and charged at its new price.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('banner').getByText(newName)).toBeVisible();
  await expect(visitor.locator('#testimonials')).toHaveCount(0);
  await expect(visitor.getByRole('heading', { name: 'Maritime Law' })).toBeVisible();
  await expectNoA11yViolations(visitor);
  await visitor.setViewportSize({ width: 320, height: 640 });
  await visitor.goto(`/el/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Ναυτικό Δίκαιο' })).toBeVisible();
  await expect(visitor.getByText('Συμβουλεύουμε πλοιοκτήτες.')).toBeVisible();
  await expectNoSidewaysScroll(visitor);
  await expectNoA11yViolations(visitor);
  await visitor.setViewportSize({ width: 1280, height: 800 });
  const newPrice = `Pay €${(initialPrice + 2500) / 100}`;
  await visitor.goto('/#pricing');
  await visitor.getByRole('button', { name: 'Book Initial Consultation' }).click();
  const booking = visitor.getByRole('dialog');
  await (await showDay(visitor, futureDay(5, 4).label)).click();
  await booking
    .getByRole('group', { name: 'Available times' })
    .getByRole('button', { name: '10:00' })
    .click();
  await booking.getByLabel('Full name *').fill('Andreas Nicolaou');
  await booking.getByLabel('E-mail *').fill('andreas@example.com');
  await booking.getByRole('button', { name: newPrice }).click();
  await expect(visitor).toHaveURL(/\/checkout\/test\/test_cs_/);
  await visitor.getByRole('button', { name: newPrice }).click();
  await expect(visitor).toHaveURL(/\/booking-success\?session_id=test_cs_/);
  await visitor.context().close();

  // The version before is in the list; restoring it (confirmed) puts the firm's site back.
  await page.getByRole('tab', { name: 'Versions' }).click();
  const versions = page.getByRole('list').filter({ hasText: 'Live now' });
  await expect(versions).toBeVisible();
  await expectNoA11yViolations(page);
  const previous = Number(
    /Version (\d+)/.exec(await versions.getByRole('listitem').nth(1).innerText())![1],
  );
  await page.getByRole('button', { name: `Restore version ${previous}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Restore version ${previous}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`Version ${previous} restored and published`)).toBeVisible();

  const restored = await liveSite(page);
  expect(restored.identity.name.text).toBe(before.identity.name.text);
  expect(restored.home.sections).toEqual(before.home.sections);
  expect(restored.consultationTypes).toEqual(before.consultationTypes);
  expect(restored.practiceAreas.map((item) => item.slug)).toEqual(
    before.practiceAreas.map((item) => item.slug),
  );
  await page.getByRole('tab', { name: 'Identity' }).click();
  await expect(page.getByLabel('Firm name, English')).toHaveValue(before.identity.name.text);
});

test('the site editor works at 320 px in Greek, and refuses an unreadable brand colour', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAsAdminViaApi(page);
  await inGreek(page);
  await page.goto('/admin/site');
  await expect(
    page.getByRole('heading', { level: 1, name: greek('pages:admin-site.title') }),
  ).toBeVisible();
  const colour = page.getByLabel(greek('siteEditor:identity.brandColor'));
  await expect(colour).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  // A mid grey: neither white nor the dark text reaches 4.5:1 on it. Nothing is sent.
  await colour.fill('#777777');
  await expect(page.getByText(/4,47:1|4\.47:1/).first()).toBeVisible();
  await page.getByRole('button', { name: greek('siteEditor:save') }).click();
  await expect(colour).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(greek('siteEditor:saveInvalid')).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  for (const tab of ['team', 'consultations', 'practice-areas', 'home', 'versions']) {
    await page.getByRole('tab', { name: greek(`siteEditor:tabs.${tab}`) }).click();
    await expect(page.getByRole('tab', { name: greek(`siteEditor:tabs.${tab}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Folded cards and lists are opened, nested ones too: what they hold must fit at 320 px.
    const folded = page.locator('details:not([open]) > summary').filter({ visible: true });
    for (let pass = 0; pass < 60 && (await folded.count()) > 0; pass++)
      await folded.first().click();
    await expect(folded).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
  }
});
