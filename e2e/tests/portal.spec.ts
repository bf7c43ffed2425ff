import { expect, test, type Browser } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { gotoHydrated } from '../fixtures/hydration';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { lastMailTo, linkIn } from '../fixtures/outbox';
import { signInAsAdminViaApi, uniqueEmail } from '../fixtures/users';

async function adminPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdminViaApi(page);
  return page;
}

test('the firm adds a client; the invitation in the outbox lets them choose a password and enter the portal', async ({
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

  const link = linkIn(await lastMailTo(admin, email), '/invitation');
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoHydrated(page, link);
  await expect(page.getByText(`Account: Andreas Invited (${email})`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await page.getByLabel('New password').fill('invited-password-1');
  await page.getByLabel('Confirm password').fill('invited-password-1');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();

  // The link is used up; the firm's list no longer shows the invitation as pending.
  await gotoHydrated(page, link);
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
