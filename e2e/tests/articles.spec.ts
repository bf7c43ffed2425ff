import { randomUUID } from 'node:crypto';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { expect, test } from '../fixtures/test-data/test';
import { signInAsAdminViaApi } from '../fixtures/users';

// Two of the five sample articles the server adds on first start.
const seededTitles = [
  'Cyprus Register of Beneficial Owners: What Companies Must File',
  'GDPR Fines in Practice: Lessons for Cyprus Businesses',
];

test('the home page shows the sample news, and View All News & Publications opens /news', async ({
  page,
}) => {
  await page.goto('/#news');
  const news = page.locator('#news');
  await expect(news.getByRole('heading', { name: 'Latest News' })).toBeVisible();
  for (const title of seededTitles) {
    await expect(news.getByRole('link', { name: title })).toBeVisible();
  }
  await expect(news.getByRole('heading', { name: 'Legal Publications' })).toBeVisible();
  await expectNoA11yViolations(page);

  await news.getByRole('link', { name: 'View All News & Publications' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News & Publications' })).toBeVisible();
  for (const title of seededTitles) {
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  }
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: seededTitles[0] }).click();
  await expect(page.getByRole('heading', { level: 1, name: seededTitles[0] })).toBeVisible();
  await expect(page.getByText('March 4, 2026')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('an admin writes, publishes and attaches a PDF; a visitor reads and downloads it', async ({
  page,
  browser,
}) => {
  // Two people, a PDF upload and axe on five pages: about 50 s on an idle machine, so the
  // default minute is too short when CI runs two workers on two cores.
  test.slow();
  const suffix = randomUUID().slice(0, 8);
  const title = `Cyprus Employment Law Update ${suffix}`;
  const slug = `cyprus-employment-law-update-${suffix}`;

  await signInAsAdminViaApi(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Articles', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await expect(
    page.getByText('Cyprus Register of Beneficial Owners', { exact: false }),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'New Article' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Article' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slug);
  await page.getByLabel('Summary').fill('New rules on working time for Cyprus employers.');
  await page.getByLabel('Tags (comma-separated)').fill('employment, working time');
  await page
    .getByLabel('Article text')
    .fill(
      '## What changes\n\nEmployers must record working hours.\n\n1. Keep records\n2. Inform staff',
    );
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'What changes' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Save Draft' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByLabel('PDF file').setInputFiles({
    name: 'Working Time Guide.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% Lexbridge e2e\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Upload PDF' }).click();
  await expect(page.getByText('Working-Time-Guide.pdf')).toBeVisible();
  await page.getByRole('button', { name: `Publish: ${title}` }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(`/articles/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'What changes' })).toBeVisible();
    await expect(visitor.getByText('Employers must record working hours.')).toBeVisible();
    await expect(visitor.getByRole('listitem').filter({ hasText: 'Keep records' })).toBeVisible();
    await expect(visitor.getByText('By Konstantinos Christou')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    await expectNoA11yViolations(visitor);

    await visitor.getByRole('link', { name: 'Back to News' }).click();
    const publications = visitor.locator('#news');
    const download = publications.getByRole('link', { name: `Download PDF: ${title}` });
    await expect(download).toBeVisible();
    const [file] = await Promise.all([visitor.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('Working-Time-Guide.pdf');
    await expectNoA11yViolations(visitor);
  } finally {
    await visitorContext.close();
  }
});

test('an unknown article slug shows the Not-found page', async ({ page }) => {
  await page.goto('/articles/no-such-article-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/404$/);
  await expectNoA11yViolations(page);
});

test('an admin deletes an article after confirming', async ({ page, insertArticle }) => {
  const suffix = randomUUID().slice(0, 8);
  const title = `Draft to delete ${suffix}`;
  await signInAsAdminViaApi(page);
  await insertArticle({ title, slug: `draft-to-delete-${suffix}` });

  await page.goto('/admin/articles');
  await page.getByRole('button', { name: `Delete: ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this article?' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(title)).toBeVisible();

  await page.getByRole('button', { name: `Delete: ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Article' }).click();
  await expect(page.getByText('Article deleted.')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('news, article and admin article pages fit 320 px without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAsAdminViaApi(page);
  const pages: [string, string][] = [
    ['/', 'Latest News'],
    ['/news', 'News & Publications'],
    [`/articles/${'gdpr-fines-lessons-for-cyprus-businesses'}`, seededTitles[1]!],
    ['/admin/articles', 'Articles'],
    ['/admin/articles/new', 'New Article'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
