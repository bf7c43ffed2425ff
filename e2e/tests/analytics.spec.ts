import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { expect, test } from '../fixtures/test-data/test';
import { signInAsAdminViaApi } from '../fixtures/users';

/** A chart's drawing: one svg (its text labels are svg elements of their own inside it). */
const drawing = '[data-chart] > svg';

/** Every chart section of the page: each has its drawing and its table. */
async function expectEveryChartDrawn(page: Page) {
  const sections = page.locator('main section');
  await expect(sections.first().locator(drawing)).toBeVisible();
  const count = await sections.count();
  // Consultations, their revenue, invoiced vs paid, new clients, two matter charts, weekly.
  expect(count).toBeGreaterThanOrEqual(7);
  for (let i = 0; i < count; i += 1) {
    const section = sections.nth(i);
    await expect(section.locator(drawing)).toHaveCount(1);
    await expect(section.locator(drawing)).toBeVisible();
    await expect(section.getByRole('table')).toHaveCount(1);
  }
}

/** The body rows of a chart's table, found by the chart's heading, as text per cell. */
const tableRows = (page: Page, chart: string) =>
  page
    .getByRole('table', { name: chart })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent)),
    );

test('the firm reads its charts for a period of its choice, as charts or as tables', async ({
  page,
  insertClient,
  insertMatter,
}) => {
  await signInAsAdminViaApi(page);
  // A new client with an immigration matter: this month has a new client, the area a matter.
  const client = await insertClient();
  await insertMatter(client.id, { title: 'Residence permit', practiceArea: 'immigration-law' });

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin pages' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveValue('6');
  await expectEveryChartDrawn(page);

  // Six months, the current one last with the client who just signed up.
  const months = await tableRows(page, 'New clients');
  expect(months).toHaveLength(6);
  expect(Number(months.at(-1)![1])).toBeGreaterThanOrEqual(1);
  const areas = await tableRows(page, 'Matters by practice area');
  const immigration = areas.find(([area]) => area === 'Immigration Law');
  expect(Number(immigration?.[1])).toBeGreaterThanOrEqual(1);
  await expectNoA11yViolations(page);

  // The period is in the URL: the charts now cover twelve months.
  await page.getByLabel('Period').selectOption({ label: 'Last 12 months' });
  await expect(page).toHaveURL(/\/admin\/analytics\?months=12$/);
  await expect.poll(async () => (await tableRows(page, 'New clients')).length).toBe(12);
  await expectEveryChartDrawn(page);

  // A chart's figures as a visible table.
  const section = page.locator('main section').filter({ hasText: 'Matters by status' });
  await section.getByRole('button', { name: 'Show as table' }).click();
  await expect(section.getByRole('table', { name: 'Matters by status' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoA11yViolations(page);

  // A reload keeps the period.
  await page.reload();
  await expect(page.getByLabel('Period')).toHaveValue('12');
  await expectEveryChartDrawn(page);
});

test('at 320 px every chart fits the screen, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signInAsAdminViaApi(page);
  await page.goto('/admin/analytics?months=12');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expectEveryChartDrawn(page);
  for (const svg of await page.locator(`main section ${drawing}`).all()) {
    const box = (await svg.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  await page.locator('main section').first().getByRole('button', { name: 'Show as table' }).click();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
});
