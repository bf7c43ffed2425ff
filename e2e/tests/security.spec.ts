import type { Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { enterAdminCode } from '../fixtures/two-factor';
import { gotoHydrated } from '../fixtures/hydration';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { expect, test } from '../fixtures/test-data/test';

const adminsList = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Administrators' }) });
const logTable = (page: Page) => page.getByRole('table', { name: 'Audit log' });
/** The newest entry of the log as it is filtered now. */
const newestEntry = (page: Page) => logTable(page).getByRole('row').nth(1);

test('an admin finds their sign-in in the log, grants admin to a client, filters by action and revokes it', async ({
  browser,
  page,
  insertClient,
  signInWithSession,
}) => {
  test.slow(); // two people, several filters and two role changes
  const client = await (await browser.newContext()).newPage();
  const account = await insertClient();
  await signInWithSession(client, account);
  const { email, name } = account;
  /** What an admin API answers the client: 'ok', or the refusal's code. */
  const adminApi = async () => {
    const response = await client.request.get('/api/admin/audit-log');
    if (response.ok()) return 'ok';
    return ((await response.json()) as { error: { code: string } }).error.code;
  };
  expect(await adminApi()).toBe('FORBIDDEN');

  // The administrator signs in on the admin sign-in page and opens Security from the sidebar.
  await gotoHydrated(page, '/auth?admin=true');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await enterAdminCode(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Admin pages' })
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await page.getByLabel('Action').selectOption('Signed in');
  await expect(page).toHaveURL(/action=user\.sign_in(&|$)/);
  // Other tests' clients sign in meanwhile (tests run side by side): the admin's own newest entry.
  const signIn = logTable(page).getByRole('row').filter({ hasText: e2eAdmin.email }).first();
  await expect(signIn).toContainText('Signed in');
  await expect(signIn).toContainText(e2eAdmin.email);
  await expect(adminsList(page).getByText('You')).toBeVisible();
  await expectNoA11yViolations(page);

  // Grant admin to the client's account, by its e-mail address, with the name clients will see.
  await page.getByRole('button', { name: 'Grant admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grant admin' });
  await dialog.getByLabel('Their name').fill(name);
  await dialog.getByLabel('E-mail address of the account').fill(`nobody-${email}`);
  await dialog.getByRole('button', { name: 'Grant admin' }).click();
  await expect(page.getByText(`No account has the e-mail nobody-${email}.`)).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByLabel('E-mail address of the account').fill(email);
  await dialog.getByRole('button', { name: 'Grant admin' }).click();
  await expect(page.getByText(`${email} is now an administrator.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(adminsList(page).getByText(email)).toBeVisible();
  // An admin on their very next request, who must first enrol a second factor.
  expect(await adminApi()).toBe('MFA_ENROLMENT_REQUIRED');

  // The log, filtered by action, shows the grant: who, what and to whom.
  await page.getByLabel('Action').selectOption('Granted admin');
  await expect(page).toHaveURL(/action=admin_role\.grant/);
  await expect(newestEntry(page)).toContainText('Granted admin');
  await expect(newestEntry(page)).toContainText(email);
  await expect(logTable(page).getByText('Signed in')).toHaveCount(0);

  // Revoke it again, after the confirmation.
  await adminsList(page)
    .getByRole('button', { name: `Revoke admin: ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke admin?' });
  await expect(confirm).toContainText(email);
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Revoke admin' }).click();
  await expect(page.getByText(`${email} is no longer an administrator.`)).toBeVisible();
  await expect(adminsList(page).getByText(email)).toHaveCount(0);
  expect(await adminApi()).toBe('FORBIDDEN');
  await page.getByLabel('Action').selectOption('Revoked admin');
  await expect(newestEntry(page)).toContainText(email);

  // A shared link opens the same view; at 320 px the log is a list of cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 720 });
  await page.reload();
  await expect(page.getByLabel('Action')).toHaveValue('admin_role.revoke');
  await expect(newestEntry(page)).toContainText('Revoked admin');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await client.context().close();
});
