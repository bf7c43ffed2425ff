import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { signInAsAdminViaApi } from '../fixtures/users';

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin pages' });

/** Records the sidebar's width each time the DOM changes, from the page's very first render. */
async function recordSidebarWidths(page: Page) {
  await page.addInitScript(() => {
    const widths: number[] = [];
    (window as unknown as { sidebarWidths: number[] }).sidebarWidths = widths;
    new MutationObserver(() => {
      const sidebar = document.getElementById('admin-sidebar');
      if (sidebar) widths.push(sidebar.getBoundingClientRect().width);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

const sidebarWidths = (page: Page) =>
  page.evaluate(() => (window as unknown as { sidebarWidths: number[] }).sidebarWidths);

test('Ctrl+B collapses the sidebar, and a reload paints it collapsed from the start', async ({
  page,
}) => {
  await signInAsAdminViaApi(page);
  await page.goto('/admin/clients');
  const sidebar = page.locator('#admin-sidebar');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(adminNav(page).getByRole('link', { name: 'Clients' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect((await sidebar.boundingBox())?.width).toBe(256);
  await expectNoA11yViolations(page);

  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
  await expectNoA11yViolations(page);

  await recordSidebarWidths(page);
  await page.reload();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  // Never the expanded width first: no flash.
  const widths = await sidebarWidths(page);
  expect(widths.length).toBeGreaterThan(0);
  expect(new Set(widths)).toEqual(new Set([48]));

  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
});

test('at 320 px the menu button opens the sheet, a link closes it, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAsAdminViaApi(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.locator('#admin-sidebar')).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Open the admin menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(sheet).toBeVisible();
  expect((await sheet.boundingBox())?.width).toBe(288);
  await expect(sheet.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  await sheet.getByRole('link', { name: 'Matters' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/matters$/);
});
