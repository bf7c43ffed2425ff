import type { Browser } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { gotoHydrated } from '../fixtures/hydration';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { lastMailTo, linkIn } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test-data/test';
import { signInAsAdminViaApi, uniqueEmail } from '../fixtures/users';

async function adminPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdminViaApi(page);
  return page;
}

test('the firm adds a client; the invitation in the outbox signs them in to choose a password and enter the portal', async ({
  browser,
  page,
}) => {
  const admin = await adminPage(browser);
  const email = uniqueEmail('invited');
  await admin.goto('/admin/clients');
  await admin.getByRole('button', { name: 'Add Client' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByLabel('Full name').fill('Andreas Invited');
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await expectNoA11yViolations(admin);
  await dialog.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(admin.getByText(`Client added. An invitation was sent to ${email}.`)).toBeVisible();
  const item = admin.getByRole('article', { name: 'Andreas Invited' });
  await expect(item.getByText('Invitation pending')).toBeVisible();
  await expectNoA11yViolations(admin);

  // The link signs the client in and lands on the invitation page.
  const link = linkIn(await lastMailTo(admin, email), '/api/auth/magic-link/verify');
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoHydrated(page, link);
  await expect(page).toHaveURL(/\/invitation$/);
  await expect(page.getByText(`Account: Andreas Invited (${email})`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await page.getByLabel('New password').fill('invited-password-1');
  await page.getByLabel('Confirm password').fill('invited-password-1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();

  // The link is used up; the firm's list no longer shows the invitation as pending.
  await gotoHydrated(page, link);
  await expect(page).toHaveURL(/\/invitation\?error=INVALID_TOKEN$/);
  await expect(
    page.getByText(/This invitation link has expired or has already been used/),
  ).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('article', { name: 'Andreas Invited' })).toBeVisible();
  await expect(
    admin.getByRole('article', { name: 'Andreas Invited' }).getByText('Invitation pending'),
  ).toHaveCount(0);
  await admin.context().close();
});

test("a client's matter filters survive reload and back; another client sees none of it", async ({
  browser,
  page,
  signedInClient,
  insertMatter,
  insertClient,
  signInWithSession,
}) => {
  const client = await signedInClient();
  const ids = [
    await insertMatter(client.id, { title: 'Office lease' }),
    await insertMatter(client.id, { title: 'Finished will', status: 'completed' }),
  ];

  await gotoHydrated(page, '/matters');
  await expect(page.getByRole('article', { name: 'Office lease' })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Completed' });
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByRole('article', { name: 'Office lease' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('completed');
  await expect(page.getByRole('article', { name: 'Finished will' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Office lease' })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/matters$/);
  await expect(page.getByRole('article', { name: 'Office lease' })).toBeVisible();
  await expectNoA11yViolations(page);

  // Another client: the matter's link shows nothing, and its id answers 404.
  const other = await (await browser.newContext()).newPage();
  await signInWithSession(other, await insertClient());
  await gotoHydrated(other, `/matters?matter_id=${ids[0]}`);
  await expect(other.getByText('Office lease')).toHaveCount(0);
  expect((await other.request.get(`/api/matters/${ids[0]}`)).status()).toBe(404);
  await gotoHydrated(other, '/matters');
  await expect(other.getByText('No matters found')).toBeVisible();
  await other.context().close();
});
