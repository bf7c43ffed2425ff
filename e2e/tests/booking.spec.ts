import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { futureDay, showDay } from '../fixtures/booking-calendar';
import { bookUntilCheckout, openBooking } from '../fixtures/booking-flow';
import { signInAsAdminViaApi } from '../fixtures/users';

test('a visitor books and pays through the test checkout and sees the confirmation', async ({
  page,
}) => {
  const dialog = await openBooking(page);
  await expect(dialog.getByRole('button', { name: 'Pay €150' })).toBeDisabled();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');

  await bookUntilCheckout(page, 3, 1, '10:00');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Pay €150' }).click();

  await expect(page).toHaveURL(/\/booking-success\?session_id=test_cs_/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Appointment Confirmed' }),
  ).toBeVisible();
  await expect(page.getByText('Appointment Confirmed!')).toBeVisible();
  await expect(page.getByText('Initial Consultation')).toBeVisible();
  await expect(page.getByText('30 minutes')).toBeVisible();
  await expect(page.getByText('10:00 (Cyprus time)')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a visitor who cancels at checkout pays nothing and finds the slot still free', async ({
  page,
}) => {
  await bookUntilCheckout(page, 3, 2, '11:00');
  const released = page.waitForResponse((r) => r.url().endsWith('/api/bookings/cancel'));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/booking-canceled\?booking=/);
  expect((await released).status()).toBe(204);
  await expect(page.getByText(/No payment was processed/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Booking Again' })).toHaveAttribute(
    'href',
    '/#pricing',
  );
  await expectNoA11yViolations(page);

  await openBooking(page);
  await (await showDay(page, futureDay(3, 2).label)).click();
  await expect(
    page.getByRole('group', { name: 'Available times' }).getByRole('button', { name: '11:00' }),
  ).toBeVisible();
});

test('an admin blocks a date and a visitor can no longer pick it', async ({ page, browser }) => {
  const target = futureDay(4, 3);
  await signInAsAdminViaApi(page);
  await page.goto('/admin/availability');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar Management' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Block Date' }).click();
  const blockDialog = page.getByRole('dialog', { name: 'Block Date' });
  await expect(blockDialog.getByRole('button', { name: 'Block Date' })).toBeDisabled();
  await blockDialog.getByLabel('Date').fill(target.iso);
  await blockDialog.getByLabel('Reason (optional)').fill('Court hearing');
  await expectNoA11yViolations(page);
  await blockDialog.getByRole('button', { name: 'Block Date' }).click();
  await expect(page.getByText('Date blocked successfully.')).toBeVisible();

  await page.getByRole('button', { name: 'Default Times' }).click();
  const defaults = page.getByRole('dialog', { name: 'Default Times' });
  await expect(defaults.getByLabel('Start time')).toHaveValue('09:00');
  await expectNoA11yViolations(page);
  await defaults.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Default times saved.')).toBeVisible();

  await page.goto('/admin/calendar');
  await page
    .getByRole('button', { name: /: Available$/ })
    .first()
    .click();
  const slots = page.getByRole('dialog', { name: 'Manage Time Slots' });
  await expect(slots.getByRole('group', { name: 'Time slots' })).toBeVisible();
  await expectNoA11yViolations(page);

  const visitor = await (await browser.newContext()).newPage();
  await openBooking(visitor);
  await expect(await showDay(visitor, target.label)).toBeDisabled();
  const open = futureDay(4, 4).label;
  await expect(await showDay(visitor, open)).toBeEnabled();
  await visitor.context().close();
});

test('pricing, the booking dialog and the admin calendar fit a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const fits = (selector: string) =>
    page.evaluate((s) => {
      const element = document.querySelector(s)!;
      return element.scrollWidth <= element.clientWidth;
    }, selector);

  const dialog = await openBooking(page, 'Book Emergency Consultation');
  await expect(dialog.getByRole('button', { name: 'Go to the Next Month' })).toBeVisible();
  expect(await fits('[role="dialog"]')).toBe(true);
  await page.keyboard.press('Escape');
  expect(await fits('html')).toBe(true);

  await signInAsAdminViaApi(page);
  await page.goto('/admin/calendar');
  await expect(page.getByRole('button', { name: /: Available$/ }).first()).toBeVisible();
  expect(await fits('html')).toBe(true);
});
