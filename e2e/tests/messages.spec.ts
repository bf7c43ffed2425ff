import type { Browser } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { gotoHydrated } from '../fixtures/hydration';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { lastMailTo, linkIn } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test-data/test';
import { signInAsAdminViaApi } from '../fixtures/users';

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test('a client starts a conversation on a new matter; the firm answers; both see it live, with read marks', async ({
  browser,
  page,
  signedInClient,
  insertClient,
  signInWithSession,
}) => {
  // Three browsers, live delivery both ways and five accessibility checks: more than 30 seconds
  // on a busy machine.
  test.slow();
  const admin = await newPage(browser);
  await signInAsAdminViaApi(admin);
  await gotoHydrated(admin, '/messages');
  await expect(admin.getByRole('heading', { level: 1, name: 'Secure Messages' })).toBeVisible();

  const { email } = await signedInClient();
  await gotoHydrated(page, '/messages');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await page.getByRole('button', { name: 'New Conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Conversation' });
  const matterTitle = `Boundary dispute ${Date.now()}`;
  await expect(dialog.getByLabel('A new matter')).toBeChecked();
  await expect(dialog.getByLabel('One of my matters')).toHaveCount(0);
  await dialog.getByLabel('Initial message').fill('Our neighbour moved the fence.');
  await expect(dialog.getByRole('button', { name: 'Start Conversation' })).toBeDisabled();
  await dialog.getByLabel('Matter title').fill(matterTitle);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page.getByText('Conversation started successfully')).toBeVisible();
  await expect(page).toHaveURL(/[?&]thread_id=[0-9a-f-]{36}/);
  const threadUrl = new URL(page.url());
  const clientLog = page.getByRole('log', { name: 'Messages' });
  await expect(clientLog.getByText('Our neighbour moved the fence.')).toBeVisible();
  await expect(clientLog.getByText('Sent')).toBeVisible();

  // The firm's list shows the new thread without a reload, unread; opening it reads it.
  const item = admin.getByRole('link', { name: new RegExp(matterTitle) }).first();
  await expect(item).toBeVisible();
  await expect(item.getByText('1 unread')).toBeAttached();
  await item.click();
  const adminLog = admin.getByRole('log', { name: 'Messages' });
  await expect(adminLog.getByText('Our neighbour moved the fence.')).toBeVisible();
  await expect(item.getByText('1 unread')).toHaveCount(0);
  await expect(clientLog.getByText(/^Read/)).toBeVisible();

  // Shift+Enter starts a new line; Enter sends; a blank reply cannot be sent.
  const reply = admin.getByLabel('Reply');
  await expect(admin.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await reply.fill('We will write to them.');
  await reply.press('Shift+Enter');
  await reply.pressSequentially('Please send photos: https://example.com/upload');
  await reply.press('Enter');
  await expect(reply).toHaveValue('');
  await expect(adminLog.getByText(/We will write to them\.\s+Please send photos/)).toBeVisible();
  await expectNoA11yViolations(admin);

  // The client sees the answer at once, reads it, and the firm sees that it was read.
  await expect(clientLog.getByText(/We will write to them\.\s+Please send photos/)).toBeVisible();
  const link = clientLog.getByRole('link', { name: 'https://example.com/upload' });
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(adminLog.getByText(/^Read/)).toBeVisible();
  await expectNoA11yViolations(page);

  // The client is told by e-mail, without the message, with a link to the thread.
  const mail = await lastMailTo(admin, email);
  expect(mail.text).not.toContain('photos');
  expect(linkIn(mail, '/messages')).toBe(`/messages${threadUrl.search}`);

  // A reload keeps the thread open.
  await page.reload();
  await expect(clientLog.getByText('Our neighbour moved the fence.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: matterTitle })).toBeVisible();

  // At 320 px the open thread takes the screen; its link leads back to the list.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(clientLog.getByText('Our neighbour moved the fence.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'All conversations' }).click();
  await expect(page.getByRole('link', { name: new RegExp(matterTitle) })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Another client cannot open it.
  const stranger = await newPage(browser);
  await signInWithSession(stranger, await insertClient());
  await gotoHydrated(stranger, `/messages${threadUrl.search}`);
  await expect(stranger.getByText('This conversation does not exist.').first()).toBeVisible();
  await expect(stranger.getByText('Our neighbour moved the fence.')).toHaveCount(0);
  await expectNoA11yViolations(stranger);

  await admin.context().close();
  await stranger.context().close();
});

test('the admin navigation leads to secure messages beside the chat’s conversation center', async ({
  page,
}) => {
  await signInAsAdminViaApi(page);
  await gotoHydrated(page, '/admin');
  await page.getByRole('link', { name: 'Secure messages' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Messages' })).toBeVisible();
  await gotoHydrated(page, '/admin');
  await page.getByRole('link', { name: 'Conversations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversation Center' })).toBeVisible();
});
