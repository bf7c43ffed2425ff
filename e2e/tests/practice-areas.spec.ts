import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';

const pages = [
  ['/corporate-law', 'Corporate Law'],
  ['/real-estate-law', 'Real Estate Law'],
  ['/estate-planning', 'Estate Planning'],
  ['/medical-law', 'Medical Law'],
  ['/data-protection', 'Data Protection'],
] as const;

test('a practice card leads to its page, and Back to Home returns to the cards', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Learn More about Real Estate Law' }).click();
  await expect(page).toHaveURL(/\/real-estate-law$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate Law' })).toBeVisible();
  await expect(page).toHaveTitle('Real Estate Law | KC Law');

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/#services$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Practice Areas' })).toBeInViewport();
});

for (const [path, title] of pages) {
  test(`${path} shows services, why choose us and Schedule Consultation`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expectNoA11yViolations(page);

    // Schedule Consultation opens the booking dialog on the page itself.
    await page.getByRole('button', { name: 'Schedule Consultation' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /^Book .+ Consultation$/ })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
