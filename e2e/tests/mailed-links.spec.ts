import type { Browser } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { gotoHydrated } from '../fixtures/hydration';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { lastMailTo, linkIn } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test-data/test';
import { signInAsAdminViaApi } from '../fixtures/users';

async function adminPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdminViaApi(page);
  return page;
}

test('a client signs in with a link e-mailed from /auth, taken from the Outbox', async ({
  browser,
  page,
  insertClient,
}) => {
  const { email } = await insertClient();
  await gotoHydrated(page, '/auth');
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with a link' })).toBeFocused();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByText(`If an account exists for ${email}, a sign-in link`)).toBeVisible();
  await expectNoA11yViolations(page);

  // Without SMTP the Outbox is how mail reaches anyone: it says so, and shows the link whole.
  const admin = await adminPage(browser);
  await admin.goto('/admin/outbox');
  await expect(admin.getByText(/This site is running without e-mail delivery/)).toBeVisible();
  await expectNoA11yViolations(admin);
  const mail = await lastMailTo(admin, email);
  expect(mail.subject).toBe('Your sign-in link for KC Law');
  const link = linkIn(mail, '/api/auth/magic-link/verify');

  await page.goto(link);
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(page.getByRole('banner').getByText(email).filter({ visible: true })).toBeVisible();

  // Used once: opened again elsewhere, it explains itself and offers a new one.
  const other = await (await browser.newContext()).newPage();
  await other.goto(link);
  await expect(other).toHaveURL(/\/auth\?error=INVALID_TOKEN$/);
  await expect(
    other.getByText(
      'This sign-in link has expired or has already been used. Ask for a new one below.',
    ),
  ).toBeVisible();
  await expect(other.getByRole('button', { name: 'Send sign-in link' })).toBeVisible();
  await expectNoA11yViolations(other);
  await other.context().close();
  await admin.context().close();
});

test('forgot password: the reset link from the Outbox sets a new one, which then signs in', async ({
  browser,
  page,
  insertClient,
}) => {
  const { email, password } = await insertClient();
  await gotoHydrated(page, '/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/a link to reset its password is on its way/)).toBeVisible();
  await expectNoA11yViolations(page);

  const admin = await adminPage(browser);
  const link = linkIn(await lastMailTo(admin, email), '/auth/reset-password');
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoHydrated(page, link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await page.getByLabel('New password').fill('reset-password-2');
  await page.getByLabel('Confirm Password').fill('reset-password-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password is changed. Sign in with it.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect((await lastMailTo(admin, email)).subject).toBe('Your password was changed');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await page.getByLabel('Password').fill('reset-password-2');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
  await admin.context().close();
});
