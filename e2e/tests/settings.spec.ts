import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { signInAsAdminViaApi } from '../fixtures/users';

// Other specs run at the same time on the same server: this one changes only the retention
// settings (nothing here is months old, so nothing is deleted) and puts them back at the end.
const chatMonths = (page: Page) =>
  page.getByLabel('Delete archived chat conversations after (months)');
const outboxMonths = (page: Page) => page.getByLabel('Delete outbox e-mails after (months)');
const save = (page: Page) => page.getByRole('button', { name: 'Save settings' }).click();

test('an admin changes the retention settings, reloads and sees them; a bad value is refused', async ({
  page,
}) => {
  await signInAsAdminViaApi(page);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin pages' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Booking hold (minutes)')).toHaveValue('30');
  await expect(chatMonths(page)).toHaveAttribute('placeholder', 'Keep forever');
  await expectNoA11yViolations(page);

  await chatMonths(page).fill('24');
  await outboxMonths(page).fill('36');
  await save(page);
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(chatMonths(page)).toHaveValue('24');
  await expect(outboxMonths(page)).toHaveValue('36');

  // Out of bounds: the message stands beside the field and nothing is saved.
  const hold = page.getByLabel('Booking hold (minutes)');
  await hold.fill('90');
  await save(page);
  await expect(page.getByText('Enter a whole number of minutes from 30 to 60.')).toBeVisible();
  await expect(hold).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
  await page.reload();
  await expect(page.getByLabel('Booking hold (minutes)')).toHaveValue('30');

  // Empty keeps forever again (the default), for the other specs.
  await chatMonths(page).fill('');
  await outboxMonths(page).fill('');
  await save(page);
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(chatMonths(page)).toHaveValue('');
  await expect(outboxMonths(page)).toHaveValue('');
});

test('the settings page works at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAsAdminViaApi(page);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Notification e-mail address')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Save settings' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeInViewport();
  // The Backups card below: its schedule form and the list of the last backups.
  await expect(page.getByLabel('Hour of the backup (0-23)')).toBeVisible();
  await page.getByRole('button', { name: 'Save backup schedule' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Save backup schedule' })).toBeInViewport();
  await expectNoSidewaysScroll(page);
});
