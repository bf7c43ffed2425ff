import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { signInAsAdminViaApi } from '../fixtures/users';

test('the home page has the header and no floating Home button', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'KC Law' })).toBeVisible();
  for (const anchor of ['HOME', 'SERVICES', 'NEWS', 'CONTACT']) {
    await expect(header.getByRole('link', { name: anchor, exact: true })).toBeVisible();
  }
  await expect(header.getByRole('link', { name: 'Client Portal' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('an unknown path shows the Not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown admin path offers the way back to the dashboard', async ({ page }) => {
  await signInAsAdminViaApi(page);
  await page.goto('/admin/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Public Site' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});

test('at 320 px the header collapses into a menu and nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/auth');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  // A tap before the page has hydrated does nothing (the button is only HTML until then): tap
  // again while the menu is still closed, as a person would.
  const menuButton = page.locator('button[aria-controls="mobile-menu"]');
  await expect(async () => {
    if ((await menuButton.getAttribute('aria-expanded')) === 'false') await menuButton.click();
    await expect(menu.getByRole('link', { name: 'CONTACT', exact: true })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
});
