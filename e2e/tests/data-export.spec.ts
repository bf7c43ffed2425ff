import { readFile } from 'node:fs/promises';
import type { ClientDocument } from '../../packages/shared/src/schemas/documents';
import type { ClientMatter } from '../../packages/shared/src/schemas/matters';
import { readZip } from '../../apps/server/src/test/zip';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { gotoHydrated } from '../fixtures/hydration';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { lastMailTo } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test-data/test';
import { signInAsAdminViaApi } from '../fixtures/users';

const will = Buffer.from('%PDF-1.4\n% the draft of the will\n%%EOF\n', 'latin1');

test('a client downloads a copy of their data: the ZIP holds what the portal showed them, and its link works once', async ({
  page,
  browser,
  signedInClient,
  insertMatter,
  insertThread,
}) => {
  test.setTimeout(120_000); // an upload, a background build and a download
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdminViaApi(admin);
  const client = await signedInClient();
  const title = `Inheritance ${Date.now()}`;
  const matterId = await insertMatter(client.id, { title, opposingParty: 'The cousins' });
  await insertThread(matterId, client, { title: 'The will', content: 'Is my will still valid?' });

  // What the portal shows the client: their matter, their thread, a document they upload.
  await gotoHydrated(page, '/documents');
  await page.getByRole('button', { name: 'Upload Documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await dialog
    .getByLabel('Files')
    .setInputFiles([{ name: 'Will draft.pdf', mimeType: 'application/pdf', buffer: will }]);
  await dialog.getByLabel('Matter').selectOption({ label: title });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Will draft.pdf' })).toBeVisible();
  const shown = {
    matters: (
      (await (await page.request.get('/api/matters')).json()) as { matters: ClientMatter[] }
    ).matters,
    documents: (
      (await (await page.request.get('/api/documents')).json()) as { documents: ClientDocument[] }
    ).documents,
  };
  await gotoHydrated(page, '/messages');
  await expect(page.getByText('The will').first()).toBeVisible();

  // The client asks on their account page; the copy is built in the background.
  await gotoHydrated(page, '/account');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(section.getByText(/^Ready\. We e-mailed you a link/)).toBeVisible({
    timeout: 30_000,
  });
  await expectNoA11yViolations(page);

  // The mailed link opens a page; its button downloads the ZIP, on a phone too.
  const mail = await lastMailTo(admin, client.email);
  const link = /https?:\/\/\S+?(\/data-export\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(link, 'the mail carries the download link').toBeTruthy();
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoHydrated(page, link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Download your data' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = await readZip(await readFile(await download.path()));

  // The ZIP says what the portal said: the same matters and documents, the thread, the file.
  const data = JSON.parse(files.get('data.json')!.toString()) as {
    profile: { email: string };
    matters: ClientMatter[];
    documents: (ClientDocument & { files: string[] })[];
    messageThreads: { title: string; messages: { content: string }[] }[];
  };
  expect(data.profile.email).toBe(client.email);
  expect(data.matters).toEqual(shown.matters);
  expect(data.documents.map(({ files: _files, ...document }) => document)).toEqual(shown.documents);
  expect(data.messageThreads).toEqual([
    expect.objectContaining({
      title: 'The will',
      messages: [expect.objectContaining({ content: 'Is my will still valid?' })],
    }),
  ]);
  expect(files.get(data.documents[0]!.files[0]!)).toEqual(will);
  expect(files.get('README.txt')!.toString()).toContain('data.json holds everything about you');
  expect([...files.values()].map(String).join('\n')).not.toContain('The cousins');

  // The link worked once: the page now says so, and the account page too.
  await page.reload();
  await expect(page.getByText(/has been used already/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/account');
  await expect(section.getByText(/^Downloaded on/)).toBeVisible();
  await admin.context().close();
});
