import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/a11y';
import { expect, test } from '../fixtures/test-data/test';
import { sameOrigin, signInAsAdminViaApi } from '../fixtures/users';

/** A day this many days ahead on the firm's calendar, 'yyyy-MM-dd'. */
const firmDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Nicosia' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const fits = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const element = document.querySelector(s)!;
    return element.scrollWidth <= element.clientWidth;
  }, selector);

test('the firm opens a matter and an appointment; the client’s open portal shows both without reload', async ({
  page,
  browser,
  signedInClient,
}) => {
  // Two browsers and four accessibility scans: more than the default 30 s on a busy CI machine.
  test.slow();
  // The client, signed in, with the portal open.
  const user = await signedInClient();
  const { email } = user;
  await page.goto('/client-portal');
  const upcoming = page.getByRole('region', { name: 'Upcoming Appointments' });
  await expect(upcoming.getByText('No upcoming appointments')).toBeVisible();
  await expect(page.getByRole('region', { name: 'My Matters' })).toContainText('No matters found');

  // The firm, in its own browser, opens a matter for them.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdminViaApi(admin);
  const created = await admin.request.post('/api/admin/matters', {
    headers: sameOrigin,
    data: { clientId: user.id, title: 'Office lease' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect(
    page.getByRole('region', { name: 'My Matters' }).getByRole('link', { name: 'Office lease' }),
  ).toBeVisible();

  // ... and adds an appointment on the client's page, in the firm's time zone.
  await admin.goto(`/admin/clients/${user.id}`);
  const section = admin.getByRole('region', { name: 'Appointments' });
  await expect(section.getByText('No appointments yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add appointment' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Appointment' });
  await dialog.getByLabel('Title *').fill('Signing of the lease');
  await dialog.getByLabel('Date *').fill(firmDay(3));
  await dialog.getByLabel('Time (Nicosia) *').fill('10:30');
  await dialog.getByLabel('Location or video link').fill('https://meet.example/lease');
  await expectNoA11yViolations(admin);
  await dialog.getByRole('button', { name: 'Add Appointment' }).click();
  await expect(admin.getByText('Appointment added')).toBeVisible();
  await expect(section.getByText('Signing of the lease')).toBeVisible();
  await expectNoA11yViolations(admin);

  // The client sees it at once, with its video link, and its invitation is in the outbox.
  await expect(upcoming.getByText('Signing of the lease')).toBeVisible();
  await expect(upcoming.getByText('Matter: Office lease')).toBeVisible();
  await expect(upcoming.getByRole('link', { name: /meet\.example\/lease/ })).toHaveAttribute(
    'href',
    'https://meet.example/lease',
  );
  await expectNoA11yViolations(page);
  const outbox = (await (await admin.request.get('/api/admin/outbox')).json()) as {
    mails: { to: string; subject: string }[];
  };
  expect(
    outbox.mails.filter((mail) => mail.to === email).map((mail) => mail.subject),
  ).toContainEqual(expect.stringMatching(/^KC Law: appointment on .+ at 10:30$/));

  // The matter's details count it and list it; 320 px wide, nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.getByRole('region', { name: 'My Matters' }).getByRole('link').first().click();
  const detail = page.getByRole('region', { name: 'Office lease' });
  await detail.getByRole('button', { name: 'View Appointments' }).click();
  await expect(
    detail.getByRole('region', { name: 'Appointments' }).getByText('Signing of the lease'),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  expect(await fits(page, 'html')).toBe(true);

  await admin.setViewportSize({ width: 320, height: 640 });
  await section.getByRole('button', { name: 'Edit Signing of the lease' }).click();
  await expect(admin.getByRole('dialog', { name: 'Edit Appointment' })).toBeVisible();
  expect(await fits(admin, '[role="dialog"]')).toBe(true);
  await admin.context().close();
});
