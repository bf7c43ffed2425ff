import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { gotoHydrated } from '../fixtures/hydration';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { expect, test } from '../fixtures/test-data/test';
import { signInAsAdminViaApi } from '../fixtures/users';

/** The Primary badge (the toggle button beside it says Primary too). */
const primaryBadge = (account: Locator) => account.locator('span', { hasText: /^Primary$/ });

const card = (page: Page, label: string) =>
  page.getByRole('link').filter({ has: page.getByText(label, { exact: true }) });

/** The figure a card shows, as a number. */
async function figure(page: Page, label: string) {
  const value = card(page, label).locator('.text-2xl');
  await expect(value).toBeVisible();
  return Number((await value.innerText()).replace(/[^\d]/g, ''));
}

test('the overview counts what the firm created, and each card opens its list', async ({
  page,
  insertClient,
  insertMatter,
  insertInvoice,
}) => {
  test.slow(); // many cards, three pages and three accessibility checks
  await signInAsAdminViaApi(page);
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  // The dollars the firm was paid so far (none, unless an earlier attempt of this test ran).
  const dollars = async () => {
    const overview = (await (await page.request.get('/api/admin/dashboard')).json()) as {
      revenue: { currency: string; thisMonthCents: number; allTimeCents: number }[];
    };
    return overview.revenue.find((figure) => figure.currency === 'USD');
  };
  const paidBefore = await dollars();
  const before = {
    overdue: await figure(page, 'Overdue Invoices'),
  };

  // A new client with a matter, billed twice in US dollars (no other test bills in dollars):
  // one invoice paid, one overdue.
  const client = await insertClient();
  const matterId = await insertMatter(client.id, { title: `Dashboard matter ${Date.now()}` });
  const invoice = { currency: 'USD', dueDate: '2026-01-31' } as const;
  await insertInvoice(matterId, {
    ...invoice,
    amountCents: 123_456,
    status: 'paid',
    paidAt: new Date(),
  });
  const { number: overdue } = await insertInvoice(matterId, {
    ...invoice,
    amountCents: 30_000,
    status: 'overdue',
  });

  await page.reload();
  const revenue = card(page, 'Monthly Revenue');
  const shown = (cents: number) =>
    `${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(cents / 100)} USD`;
  const thisMonth = (paidBefore?.thisMonthCents ?? 0) + 123_456;
  const allTime = (paidBefore?.allTimeCents ?? 0) + 123_456;
  await expect(revenue).toContainText(shown(thisMonth));
  await expect(revenue).toContainText(`${shown(allTime)} all time`);
  // Other tests add and remove their clients and matters side by side, so the figures are held
  // against what the server counts now (which holds this test's), read again until no other
  // test changed them in between.
  await expect(async () => {
    await page.reload();
    const shownClients = await figure(page, 'Total Clients');
    const shownMatters = await figure(page, 'Active Matters');
    const counted = (await (await page.request.get('/api/admin/dashboard')).json()) as {
      totalClients: number;
      activeMatters: number;
    };
    expect([shownClients, shownMatters]).toEqual([counted.totalClients, counted.activeMatters]);
    expect(counted.totalClients).toBeGreaterThanOrEqual(1);
    expect(counted.activeMatters).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 20_000 });
  expect(await figure(page, 'Overdue Invoices')).toBe(before.overdue + 1);
  await expectNoA11yViolations(page);

  await card(page, 'Overdue Invoices').click();
  await expect(page).toHaveURL(/\/admin\?tab=invoices&status=overdue$/);
  await expect(page.getByRole('tab', { name: 'Invoices', selected: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: overdue })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=projects$/);
  await expect(page.getByRole('button', { name: 'New Matter' })).toBeVisible();
  await page.getByRole('tab', { name: 'Quick Actions' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: /^Analytics/ })).toHaveAttribute(
    'href',
    '/admin/analytics',
  );
  await expectNoA11yViolations(page);
});

test('the firm adds two bank accounts, switches the primary, reveals one and deletes one', async ({
  page,
}) => {
  test.slow();
  await signInAsAdminViaApi(page);
  await gotoHydrated(page, '/admin?tab=banking');
  const suffix = Date.now().toString().slice(-6);
  const names = [`Operating ${suffix}`, `Client funds ${suffix}`];

  async function add(name: string, number: string, primary: boolean) {
    await page.getByRole('button', { name: 'Add Bank Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Bank Account' });
    await dialog.getByLabel('Account name').fill(name);
    await dialog.getByLabel('Bank name').fill('Bank of Cyprus');
    await dialog.getByLabel('Account number').fill(number);
    await dialog.getByLabel('Routing number').fill('BCYPCY2N');
    if (primary) await dialog.getByLabel('Primary account').check();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add Bank Account' }).click();
    await expect(page.getByText('Bank account added successfully').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  await add(names[0]!, 'CY17002001280000001200526789', true);
  await add(names[1]!, '1234', false);

  const first = page.getByRole('article', { name: names[0] });
  const second = page.getByRole('article', { name: names[1] });
  await expect(first.getByText('************************6789')).toBeVisible();
  await expect(second.getByText('1234', { exact: true })).toBeVisible();
  await expect(primaryBadge(first)).toBeVisible();

  await second.getByRole('button', { name: `Primary account: ${names[1]}` }).click();
  await expect(page.getByText('Account set as primary')).toBeVisible();
  await expect(primaryBadge(second)).toBeVisible();
  await expect(primaryBadge(first)).toHaveCount(0);
  // The primary account is listed first.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(names[1]!);

  await first.getByRole('button', { name: `Show the numbers of ${names[0]}` }).click();
  await expect(first.getByText('CY17002001280000001200526789')).toBeVisible();
  await expect(first.getByText('BCYPCY2N')).toBeVisible();
  await expectNoA11yViolations(page);
  await first.getByRole('button', { name: `Hide the numbers of ${names[0]}` }).click();
  await expect(first.getByText('CY17002001280000001200526789')).toHaveCount(0);

  await page.setViewportSize({ width: 320, height: 720 });
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await first.getByRole('button', { name: `Delete ${names[0]}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this bank account?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Bank account deleted successfully')).toBeVisible();
  await expect(first).toHaveCount(0);
  await expect(second).toBeVisible();
});
