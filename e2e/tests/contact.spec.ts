import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { signInAsAdminViaApi } from '../fixtures/users';

test('a visitor sends a contact request; the admin sees it and the mail in the outbox', async ({
  page,
}) => {
  const name = `Eleni Test ${Date.now()}`;
  await page.goto('/');
  await page.locator('#home').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  const form = page.getByRole('form', { name: 'Contact request' });
  await expect(form).toBeInViewport();

  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill('eleni@example.com');
  await form.getByLabel('Phone (optional)').fill('+357 99 555 000');
  await form.getByLabel('Practice area').selectOption('Estate Planning');
  await form.getByLabel('Meeting at our office').check();
  await form.getByLabel('How can we help?').fill('I would like to update my will this spring.');
  await form.getByRole('button', { name: 'Send Request' }).click();

  const thanks = page.getByRole('heading', { name: 'Thank you, your request has been sent.' });
  await expect(thanks).toBeFocused();
  await expect(thanks.locator('xpath=..')).toContainText('We reply within 8 hours.');
  await expect(thanks.locator('xpath=..')).toContainText('+357 99 123 456');
  await expectNoA11yViolations(page);

  await signInAsAdminViaApi(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Contact Requests' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-requests$/);
  const item = page.getByRole('article', { name: `Request from ${name}` });
  await expect(item).toContainText('Estate Planning');
  await expect(item).toContainText('I would like to update my will this spring.');
  await expect(item.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    /^mailto:eleni@example\.com\?subject=/,
  );
  await expectNoA11yViolations(page);
  await item.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(item.getByText('Handled', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Mark as open' })).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  const mail = page.getByRole('listitem').filter({ hasText: `Contact request from ${name}` });
  await expect(mail).toContainText('info@kclaw.com.cy');
  await mail.getByText('Show text').click();
  await expect(mail).toContainText('I would like to update my will this spring.');
  await expectNoA11yViolations(page);
});

test('a custom-quote link opens the form prefilled and in view', async ({ page }) => {
  await page.goto('/?request=custom-quote#contact');
  const form = page.getByRole('form', { name: 'Contact request' });
  await expect(form).toBeInViewport();
  await expect(form.getByText(/Custom quote request/)).toBeVisible();
  await expect(form.getByLabel('How can we help?')).toHaveValue(
    'I would like a custom quote. My matter is about: ',
  );
});

test('a footer link to the contact section works from another page', async ({ page }) => {
  await page.goto('/medical-law');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('form', { name: 'Contact request' })).toBeInViewport();
});

test('the form explains what is missing before sending', async ({ page }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact request' });
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByText('Enter your name.')).toBeVisible();
  await expect(form.getByText('Choose a practice area.')).toBeVisible();
  await expectNoA11yViolations(page);
});
