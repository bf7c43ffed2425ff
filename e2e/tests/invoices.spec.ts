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

test('the firm invoices a matter and sends it; the client pays it on the test checkout; both see it paid', async ({
  browser,
  page,
  signedInClient,
  insertMatter,
}) => {
  test.slow(); // two people, five pages and a payment: a long journey
  const admin = await adminPage(browser);
  const { id, email } = await signedInClient();
  const title = `Trademark filing ${Date.now()}`;
  await insertMatter(id, { title });

  // The firm creates the invoice: a missing field is named, then the typed amount is kept exactly.
  await gotoHydrated(admin, '/admin/invoices');
  await admin.getByRole('button', { name: 'Create Invoice' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create Invoice' });
  await dialog.getByLabel('Find a matter (title or client)').fill(title);
  const matterSelect = dialog.getByLabel('Matter', { exact: true });
  const option = matterSelect.locator('option', { hasText: title });
  await expect(option).toHaveCount(1);
  await matterSelect.selectOption((await option.getAttribute('value'))!);
  await dialog.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(dialog.getByText('Please fill in all required fields').first()).toBeVisible();
  await dialog.getByLabel('Amount').fill('1,234.50');
  await dialog.getByLabel('Due date').fill('2030-03-31');
  await dialog.getByLabel('Description (optional)').fill('Trademark search and filing');
  await expectNoA11yViolations(admin);
  await dialog.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(admin.getByText('Invoice created successfully')).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('1,234.50 EUR')).toBeVisible();
  const number = (await row.getByText(/^KC-\d{4}-\d{4}$/).innerText()).trim();

  // Sent e-mails the client: it is confirmed first.
  await row.getByLabel(`Status of invoice ${number}`).selectOption('sent');
  const confirm = admin.getByRole('alertdialog', { name: `Send invoice ${number}?` });
  await expect(confirm).toContainText(`(${email}) will be e-mailed`);
  await confirm.getByRole('button', { name: 'Send and e-mail the client' }).click();
  await expect(admin.getByText('Invoice status updated')).toBeVisible();
  await expectNoA11yViolations(admin);
  const mail = await lastMailTo(admin, email);
  expect(mail.text).toContain(number);
  expect(mail.text).not.toContain('1,234.50');

  // The client, on a phone, follows the e-mail's link, pays, and comes back to a paid invoice.
  await page.setViewportSize({ width: 320, height: 720 });
  await gotoHydrated(page, linkIn(mail, '/invoices'));
  const own = page.getByRole('row').filter({ hasText: number });
  await expect(own.getByText('1,234.50 EUR')).toBeVisible();
  await expect(own.getByText('Sent', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await own.getByRole('button', { name: `Pay now: invoice ${number}` }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/test_cs_/);
  await expect(page.getByText(number)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Pay €1,234.50' }).click();

  await expect(page.getByText(`Payment received: invoice ${number} is paid.`)).toBeVisible();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(own.getByText('Paid', { exact: true })).toBeVisible();
  await expect(own.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await admin.reload();
  const paid = admin.getByRole('row').filter({ hasText: number });
  await expect(paid.getByLabel(`Status of invoice ${number}`)).toHaveValue('paid');
  await expect(paid.getByRole('button', { name: `Mark Paid: invoice ${number}` })).toHaveCount(0);
  await admin.context().close();
});
