import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';

/**
 * Adds a toast shaped like sonner's: in the page at once, its fade-in starting `mountAfter` ms
 * later (sonner starts it a frame later; here later still, once the check has begun).
 */
function addToast(page: Page, { color, mountAfter }: { color: string; mountAfter: number }) {
  return page.evaluate(
    ({ color, mountAfter }) => {
      const style = document.createElement('style');
      style.textContent =
        '[data-sonner-toast]{opacity:0;transition:opacity 3s}[data-sonner-toast][data-mounted="true"]{opacity:1}';
      document.head.append(style);
      const region = document.createElement('section');
      region.setAttribute('aria-label', 'Notifications');
      const toast = document.createElement('li');
      toast.setAttribute('data-sonner-toast', '');
      toast.setAttribute('data-mounted', 'false');
      toast.style.cssText = `background: #fff; color: ${color}`;
      toast.innerHTML = '<div data-title="">Saved</div>';
      region.append(document.createElement('ol'));
      region.firstElementChild!.append(toast);
      document.body.append(region);
      setTimeout(() => toast.setAttribute('data-mounted', 'true'), mountAfter);
    },
    { color, mountAfter },
  );
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a toast that starts fading in as the check begins is judged once it has settled', async ({
  page,
}) => {
  await openHome(page);
  await addToast(page, { color: '#000', mountAfter: 400 });
  await expectNoA11yViolations(page);
});

test('a settled toast is still checked: poor contrast fails', async ({ page }) => {
  await openHome(page);
  await addToast(page, { color: '#aaa', mountAfter: 0 });
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/color-contrast.*data-title/);
});
