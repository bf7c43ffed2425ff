import { expect, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { gotoHydrated } from '../fixtures/hydration';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { enterAdminCode } from '../fixtures/two-factor';

test('an admin signs in on /auth?admin=true (nothing pre-filled) and lands on /admin', async ({
  page,
}) => {
  await gotoHydrated(page, '/auth?admin=true');
  await expect(
    page.getByRole('heading', { level: 1, name: 'KC Law - Admin Access' }),
  ).toBeVisible();
  await expect(page.getByText(/pre-filled/i)).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expectNoA11yViolations(page);

  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await enterAdminCode(page);
  await expect(page).toHaveURL(/\/admin$/);
  // The admin layout: its bar names who is signed in, its sidebar leads to the admin pages.
  await expect(page.getByRole('banner').getByText(e2eAdmin.email)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin pages' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Conversations' })).toBeVisible();
  // The dashboard's own module loads after the layout: check the page once it is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('/admin-access explains admin sign-in and shows no credentials', async ({ page }) => {
  await page.goto('/admin-access');
  await expect(page.getByRole('link', { name: 'Admin Sign In' })).toHaveAttribute(
    'href',
    '/auth?admin=true',
  );
  await expect(page.getByRole('link', { name: 'Client Sign In' })).toHaveAttribute('href', '/auth');
  await expect(page.locator('body')).not.toContainText(e2eAdmin.password);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Manual Admin Setup' }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await expect(
    page.getByText('This setup link is invalid or has already been used.'),
  ).toBeVisible();
});
