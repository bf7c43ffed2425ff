import { expectNoA11yViolations } from '../fixtures/a11y';
import { gotoHydrated } from '../fixtures/hydration';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { expect, test } from '../fixtures/test-data/test';
import { signInAsAdminViaApi } from '../fixtures/users';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'latin1');
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a7e0a1c80000000049454e44ae426082',
  'hex',
);

test('the client uploads, the firm shares one document and keeps one firm-only; the download is logged', async ({
  page,
  browser,
  signedInClient,
  insertMatter,
}) => {
  test.setTimeout(120_000); // two people, five uploads and a download
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdminViaApi(admin);
  // A client with one matter that the firm opened for them.
  const title = `Lease ${Date.now()}`;
  const client = await signedInClient();
  await insertMatter(client.id, { title });

  // The client uploads two files; a third, text named .pdf, is refused on its own.
  await gotoHydrated(page, '/documents');
  await page.getByRole('button', { name: 'Upload Documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await dialog.getByLabel('Files').setInputFiles([
    { name: 'Signed lease.pdf', mimeType: 'application/pdf', buffer: pdf('lease') },
    { name: 'ID card.png', mimeType: 'image/png', buffer: png },
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') },
  ]);
  await dialog.getByLabel('Matter').selectOption({ label: title });
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('2 files uploaded successfully')).toBeVisible();
  for (const name of ['Signed lease.pdf', 'ID card.png'])
    await expect(dialog.getByRole('progressbar', { name: `Upload of ${name}` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  await expect(dialog.getByText(/PDF, DOC, DOCX, JPG or PNG|not allowed/i)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('article', { name: 'Signed lease.pdf' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'ID card.png' })).toBeVisible();

  // The firm sees them, shares a letter and keeps its notes to itself.
  await gotoHydrated(admin, '/admin/documents');
  await expect(admin.getByRole('article', { name: 'Signed lease.pdf' }).first()).toBeVisible();
  await gotoHydrated(admin, '/admin/matters');
  for (const [name, level] of [
    ['Engagement letter.pdf', /^Shared with client/],
    ['Internal notes.pdf', /^Firm only/],
  ] as const) {
    await admin.getByRole('button', { name: `Upload Document to ${title}` }).click();
    const upload = admin.getByRole('dialog');
    await upload.getByLabel('Files').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: pdf(name),
    });
    await upload.getByRole('radio', { name: level }).check();
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(admin.getByText('1 file uploaded successfully').last()).toBeVisible();
    await expect(upload).toBeHidden();
  }

  // The client sees the shared letter only, and downloads it.
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoHydrated(page, '/documents');
  const letter = page.getByRole('article', { name: 'Engagement letter.pdf' });
  await expect(letter).toBeVisible();
  await expect(page.getByRole('article', { name: 'Internal notes.pdf' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  const download = page.waitForEvent('download');
  await letter.getByRole('button', { name: /^Download Engagement letter\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('Engagement letter.pdf');
  await expect(page.getByText('Document downloaded successfully')).toBeVisible();

  // The access log shows who downloaded it.
  await gotoHydrated(admin, '/admin/documents');
  const card = admin.getByRole('article', { name: 'Engagement letter.pdf' }).first();
  await card.getByRole('button', { name: 'Access log of Engagement letter.pdf' }).click();
  const log = admin.getByRole('dialog', { name: 'Access log' });
  await expect(log.getByText(client.name)).toBeVisible();
  await expect(log.getByText('downloaded v1')).toBeVisible();
  await expectNoA11yViolations(admin);
  await admin.context().close();
});
