import { gotoHydrated } from '../fixtures/hydration';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { expect, test } from '../fixtures/test-data/test';
import { lastMailTo, linkIn } from '../fixtures/outbox';
import { signInAsAdminViaApi, uniqueEmail } from '../fixtures/users';

test('a visitor signs up on /auth with their address, and the mailed link leads to choosing a password and the portal', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail();
  await gotoHydrated(page, '/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to KC Law' })).toBeVisible();
  await expect(page.getByText('Sign in to your account or create a new one')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Check your email for the confirmation link!')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The link in the mail (read from the outbox by the firm's page) signs in once.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdminViaApi(admin);
  const link = linkIn(await lastMailTo(admin, email), '/api/auth/magic-link/verify');
  await admin.context().close();
  await gotoHydrated(page, link);
  await expect(page).toHaveURL(/\/invitation$/);
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await page.getByLabel('New password').fill('client-password-1');
  await page.getByLabel('Confirm password').fill('client-password-1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText(email).filter({ visible: true })).toBeVisible();

  await header.getByRole('button', { name: 'Sign Out' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Client Portal' })).toBeVisible();
  await page.goto('/client-portal');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a client signs in with the form; a wrong password is explained', async ({
  page,
  insertClient,
}) => {
  const { email, password } = await insertClient();

  await gotoHydrated(page, '/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(page.getByRole('banner').getByText(email).filter({ visible: true })).toBeVisible();
});

test('signed out, /client-portal sends the visitor to /auth', async ({ page }) => {
  await page.goto('/client-portal');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to KC Law' })).toBeVisible();
});

test('a client who opens /admin is sent to the home page', async ({ page, signedInClient }) => {
  await signedInClient();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'We care' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(
    0,
  );
});
