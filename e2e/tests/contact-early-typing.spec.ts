import { expect, test } from '@playwright/test';
import { signInAsAdminViaApi } from '../fixtures/users';

// A visitor on a slow phone starts typing into the server-rendered form while its code is still
// on the way, and keeps typing while it arrives and takes over: every character must reach the firm.
test('what a visitor types while the contact form is loading reaches the firm', async ({
  page,
}) => {
  test.slow(); // a phone's CPU (4x slower) loading the page and typing a whole request
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // The form's code is held back until the visitor has started typing.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const formCodeRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/ContactForm-[^/]+\.js$/, async (route) => {
    requested();
    await released;
    await route.continue();
  });

  const name = `Early Typist ${Date.now()}`;
  const opening = 'I typed this before the form had loaded, ';
  const rest = 'and kept typing while it arrived: please keep every word of it.';
  await page.goto('/#contact');
  await formCodeRequested;
  const form = page.getByRole('form', { name: 'Contact request' });
  await form.getByLabel('Full name').pressSequentially(name);
  await form.getByLabel('Email').pressSequentially('early@example.com');
  await form.getByLabel('Practice area').selectOption('Estate Planning');
  const message = form.getByLabel('How can we help?');
  await message.pressSequentially(opening);
  release();
  // Keys go to whatever has the focus: the placeholder's field, then the form's own.
  await page.keyboard.type(rest, { delay: 15 });

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(message).toHaveValue(opening + rest);
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, your request has been sent.' }),
  ).toBeVisible();

  await signInAsAdminViaApi(page);
  const response = await page.request.get('/api/admin/contact-requests');
  const { requests } = (await response.json()) as {
    requests: { name: string; email: string; message: string; practiceArea: string }[];
  };
  expect(requests.find((request) => request.name === name)).toMatchObject({
    email: 'early@example.com',
    practiceArea: 'estate-planning',
    message: opening + rest,
  });
});
