import AxeBuilder from '@axe-core/playwright';
import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../apps/server/src/db/schema/index';
import { expect, test } from '../fixtures/test-data/test';
import { sameOrigin } from '../fixtures/users';

test('a mailed sign-in link reads on a 320 px phone: no sideways scrolling, and accessible', async ({
  page,
  db,
  insertClient,
}) => {
  const client = await insertClient({ language: 'el' });
  const asked = await page.request.post('/api/auth/sign-in/magic-link', {
    headers: sameOrigin,
    data: { email: client.email },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  // The HTML part as the server stored it for sending (the Outbox shows only the text).
  let html = '';
  await expect(async () => {
    const [mail] = await db
      .select({ html: emailOutbox.html })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, client.email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(mail?.html, `no mail to ${client.email}`).toBeTruthy();
    html = mail!.html!;
  }).toPass();

  // A phone's mail program shows the HTML part in a window this narrow.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(html);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the mail scrolls sideways at 320 px').toBeLessThanOrEqual(320);
  // The link (the mail's longest word) wraps inside the window and can be tapped.
  const link = page.getByRole('link', { name: /magic-link\/verify/ });
  await expect(link).toBeVisible();
  const box = (await link.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await expect(page.getByText('1065 Λευκωσία, Κύπρος')).toBeVisible();

  // A mail is a fragment shown inside the mail program's own page, which has the landmarks and
  // the headings: only the WCAG rules apply to it, not axe's best practices for whole pages.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
