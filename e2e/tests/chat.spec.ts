import type { Browser, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { expect, test } from '../fixtures/test-data/test';
import { signInAsAdminViaApi, uniqueEmail } from '../fixtures/users';

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdminViaApi(page);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Conversation Center' })).toBeVisible();
  return page;
}

async function startQuickChat(page: Page, name: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  const widget = page.getByRole('region', { name: 'Chat' });
  await widget.getByRole('button', { name: 'Quick Chat (Anonymous)' }).click();
  const email = uniqueEmail(name.toLowerCase().replace(/\W/g, ''));
  await widget.getByLabel('Your name').fill(name);
  await expect(widget.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(widget.getByLabel('Your e-mail')).toHaveAttribute('type', 'email');
  await widget.getByLabel('Your e-mail').fill(email);
  await widget.getByRole('button', { name: 'Continue' }).click();
  await expect(widget.getByLabel('Message', { exact: true })).toBeVisible();
  return { widget, email };
}

test('a visitor quick-chats, the admin sees it live and replies, the visitor sees the reply without reload', async ({
  page,
  browser,
}) => {
  // Two browsers talking live: about 50 s on an idle machine, too close to the default minute
  // when CI runs two workers on two cores.
  test.slow();
  const admin = await adminPage(browser);
  await expectNoA11yViolations(admin);

  const name = `Visitor ${Date.now()}`;
  const { widget } = await startQuickChat(page, name);
  await expectNoA11yViolations(page);
  await widget.getByLabel('Message', { exact: true }).fill('I need help with a contract.');
  await widget.getByLabel('Message', { exact: true }).press('Enter');
  // In the message list: the text box may still hold the text for a moment after the send.
  await expect(
    widget.getByRole('list', { name: 'Messages' }).getByText('I need help with a contract.'),
  ).toBeVisible();

  // The new conversation appears in the admin's list without reload.
  const item = admin.getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(item).toBeVisible();
  await expect(item.getByLabel('1 unread')).toBeVisible();
  await item.click();
  await expect(admin.getByText('I need help with a contract.').last()).toBeVisible();
  await expect(item.getByLabel('1 unread')).toHaveCount(0);
  const reply = admin.getByLabel('Reply');
  await expect(admin.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await reply.fill('We can help. When would you like to talk?');
  await admin.getByRole('button', { name: 'Send message' }).click();
  await expectNoA11yViolations(admin);

  await expect(widget.getByText('We can help. When would you like to talk?')).toBeVisible();
  await expect(widget.getByText('Konstantinos Christou')).toBeVisible();

  // Reload keeps the widget open on the same conversation.
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Chat' });
  await expect(reloaded.getByText('We can help. When would you like to talk?')).toBeVisible();
  await expect(reloaded.getByText('I need help with a contract.')).toBeVisible();
  await expectNoA11yViolations(page);
  await admin.context().close();
});

test('the quick chat form warns, and Go Back returns to the start', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  const widget = page.getByRole('region', { name: 'Chat' });
  await expect(widget.getByRole('link', { name: 'Sign In for Secure Chat' })).toHaveAttribute(
    'href',
    '/auth',
  );
  await widget.getByRole('button', { name: 'Quick Chat (Anonymous)' }).click();
  await expect(widget.getByText(/not encrypted/)).toBeVisible();
  await expectNoA11yViolations(page);
  await widget.getByRole('button', { name: 'Go Back' }).click();
  await expect(widget.getByRole('button', { name: 'Quick Chat (Anonymous)' })).toBeVisible();
  await widget.getByRole('button', { name: 'Minimise chat' }).click();
  await expect(widget.getByRole('button', { name: 'Quick Chat (Anonymous)' })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Restore chat' })).toBeVisible();
  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
});

test('a signed-in client resumes their latest active conversation', async ({
  page,
  signedInClient,
}) => {
  const { email } = await signedInClient();
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  const widget = page.getByRole('region', { name: 'Chat' });
  await widget.getByRole('button', { name: 'Start Secure Chat' }).click();
  await widget.getByLabel('Message', { exact: true }).fill('Hello from my account');
  await widget.getByRole('button', { name: 'Send message' }).click();
  await expect(widget.getByText(email.split('@')[0]!)).toBeVisible();

  // A fresh browser state (no saved widget) resumes the same conversation.
  await page.evaluate(() => localStorage.removeItem('chatWidget'));
  await page.reload();
  await page.getByRole('button', { name: 'Open chat' }).click();
  await widget.getByRole('button', { name: 'Start Secure Chat' }).click();
  await expect(widget.getByText('Hello from my account')).toBeVisible();
});

test('the admin archives, unarchives, deletes and restores, then deletes a conversation for good', async ({
  page,
  browser,
}) => {
  const name = `Archive ${Date.now()}`;
  const { widget } = await startQuickChat(page, name);
  await widget.getByLabel('Message', { exact: true }).fill('Please archive me');
  await widget.getByLabel('Message', { exact: true }).press('Enter');
  await expect(
    widget.getByRole('list', { name: 'Messages' }).getByText('Please archive me'),
  ).toBeVisible();

  const admin = await adminPage(browser);
  await admin.getByLabel('Search conversations').fill(name.toUpperCase());
  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(admin.getByText('Conversation archived successfully')).toBeVisible();
  await expect(admin.getByText('No conversations match your search')).toBeVisible();

  await admin.getByRole('button', { name: 'Show Archived' }).click();
  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Unarchive' }).click();
  await expect(admin.getByText('Conversation unarchived successfully')).toBeVisible();
  await admin.getByRole('button', { name: 'Show Active' }).click();

  // Delete moves it to the Deleted view; the visitor's widget goes back to the start.
  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await expect(admin.getByText('Conversation deleted successfully')).toBeVisible();
  await expect(admin.getByText('No conversations match your search')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Quick Chat (Anonymous)' })).toBeVisible();
  await admin.getByRole('button', { name: 'Show Deleted' }).click();
  await expect(
    admin.getByText('Deleted conversations can be restored for 30 days', { exact: false }),
  ).toBeVisible();
  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Restore' }).click();
  await expect(admin.getByText('Conversation restored successfully')).toBeVisible();
  await admin.getByRole('button', { name: 'Show Active' }).click();

  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Delete Permanently' }).click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Are you sure you want to permanently delete this conversation? This action cannot be undone and will delete all messages.',
  );
  await expectNoA11yViolations(admin);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Conversation permanently deleted')).toBeVisible();
  await expect(admin.getByText('No conversations match your search')).toBeVisible();

  await admin.context().close();
});

test('non-admins see the Access Denied card; the widget is not in the admin area', async ({
  page,
}) => {
  await page.goto('/admin/chat');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText("You don't have permission to access the admin panel."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open chat' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
