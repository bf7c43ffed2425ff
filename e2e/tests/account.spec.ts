import type { Browser, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { lastMailTo } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test-data/test';
import { sameOrigin, signInAsAdminViaApi } from '../fixtures/users';

/** A second browser (its own cookies) signed in to the same account, on the portal. */
async function secondBrowser(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: sameOrigin,
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto('/client-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
  return { context, page };
}

/** The other browser, on its next page, finds itself signed out and is sent to sign in. */
async function expectSignedOut(page: Page) {
  await page.goto('/client-portal');
  await expect(page).toHaveURL(/\/auth$/);
}

const devices = (page: Page) =>
  page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem');

test('a client changes their password and their other session is signed out', async ({
  browser,
  page,
  signedInClient,
}) => {
  const { email, password } = await signedInClient();
  const other = await secondBrowser(browser, email, password);

  await page.goto('/client-portal');
  await page.getByRole('main').getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(devices(page)).toHaveCount(2);
  await expect(devices(page).first()).toContainText('This device');
  await expectNoA11yViolations(page);

  // A wrong current password is said beside its field; nothing changes.
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('new-password-2');
  await page.getByLabel('Confirm new password').fill('new-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('That is not your current password.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);

  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password changed. Every other device was signed out.'),
  ).toBeVisible();
  await expect(devices(page)).toHaveCount(1);
  await expect(page.getByText('No other device is signed in.')).toBeVisible();

  await expectSignedOut(other.page);
  await other.context.close();
  // This browser is still signed in, with its new session.
  await page.reload();
  await expect(devices(page)).toHaveCount(1);

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAsAdminViaApi(adminPage);
  const mail = await lastMailTo(adminPage, email);
  expect(mail.subject).toBe('KC Law: your password was changed');
  expect(mail.text).not.toContain('new-password-2');
  await admin.close();
});

test('a client signs out another session from the list', async ({
  browser,
  page,
  signedInClient,
}) => {
  const { email, password } = await signedInClient();
  const other = await secondBrowser(browser, email, password);

  await page.goto('/account');
  await expect(devices(page)).toHaveCount(2);
  const otherDevice = devices(page).filter({ hasNotText: 'This device' });
  await expect(otherDevice).toContainText('This network');
  await otherDevice.getByRole('button', { name: /^Sign out / }).click();
  await expect(page.getByText(/ was signed out\.$/)).toBeVisible();
  await expect(devices(page)).toHaveCount(1);
  await expectNoA11yViolations(page);

  await expectSignedOut(other.page);
  await other.context.close();
});

test('a client signs out everywhere else', async ({ browser, page, signedInClient }) => {
  const { email, password } = await signedInClient();
  const first = await secondBrowser(browser, email, password);
  const second = await secondBrowser(browser, email, password);

  await page.goto('/account');
  await expect(devices(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('2 other devices were signed out.')).toBeVisible();
  await expect(devices(page)).toHaveCount(1);

  await expectSignedOut(first.page);
  await expectSignedOut(second.page);
  await first.context.close();
  await second.context.close();
});

test('the account page works at 320 px', async ({ page, signedInClient }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signedInClient();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(devices(page)).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
});

test('an administrator reaches their account from the admin layout’s foot', async ({ page }) => {
  await signInAsAdminViaApi(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(devices(page).first()).toContainText('This device');
});
