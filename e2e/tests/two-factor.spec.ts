import { expectNoA11yViolations } from '../fixtures/a11y';
import { gotoHydrated } from '../fixtures/hydration';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { expect, test } from '../fixtures/test-data/test';
import { previousCode, totpCode } from '../fixtures/two-factor';

test('a new administrator is made to enrol, sees backup codes, and signs back in with a code', async ({
  browser,
  insertGrantedAdmin,
}) => {
  test.slow(); // enrolment and two sign-ins
  // An account the firm made an administrator; they sign in through the page, as a person would.
  const newcomer = await (await browser.newContext()).newPage();
  const { email, password } = await insertGrantedAdmin();

  // Their first admin sign-in leads to enrolment, not the admin area.
  await gotoHydrated(newcomer, '/auth?admin=true');
  await newcomer.getByLabel('Email').fill(email);
  await newcomer.getByLabel('Password').fill(password);
  await newcomer.getByRole('button', { name: 'Sign In' }).click();
  await expect(newcomer).toHaveURL(/\/account\/two-factor$/);
  await expect(
    newcomer.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }),
  ).toBeVisible();
  await expect(
    newcomer.getByText(
      'Administrators must set up two-factor sign-in before using the admin area.',
    ),
  ).toBeVisible();
  await expectNoA11yViolations(newcomer);

  // Enrol with the secret shown as text, as an authenticator app would.
  await newcomer.getByLabel('Name of the authenticator').fill('Work phone');
  await newcomer.getByLabel('Password').fill(password);
  await newcomer.getByRole('button', { name: 'Set up' }).click();
  await expect(newcomer.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await newcomer.getByTestId('two-factor-secret').textContent())!.trim();
  await expectNoA11yViolations(newcomer);
  await newcomer.getByLabel('Code from the app').fill(await previousCode(secret));
  await newcomer.getByRole('button', { name: 'Turn on' }).click();
  const codes = newcomer.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(newcomer.getByRole('button', { name: 'Download' })).toBeVisible();
  await expect(newcomer.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectNoA11yViolations(newcomer);
  await newcomer.getByRole('button', { name: 'I have saved them' }).click();
  await expect(
    newcomer.getByText('Two-factor sign-in is on, with the authenticator "Work phone".'),
  ).toBeVisible();
  // At 320 px nothing scrolls sideways.
  await newcomer.setViewportSize({ width: 320, height: 720 });
  await expectNoSidewaysScroll(newcomer);
  await newcomer.setViewportSize({ width: 1280, height: 720 });

  // The admin area opens now; they sign out and back in, with a code.
  await newcomer.goto('/admin');
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await newcomer.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(newcomer).not.toHaveURL(/\/admin/);

  await gotoHydrated(newcomer, '/auth?admin=true');
  await newcomer.getByLabel('Email').fill(email);
  await newcomer.getByLabel('Password').fill(password);
  await newcomer.getByRole('button', { name: 'Sign In' }).click();
  const code = newcomer.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(newcomer.getByLabel('Remember this device for 30 days')).toBeVisible();
  const right = await totpCode(secret);
  await code.fill(right.slice(0, 5) + String((Number(right[5]) + 5) % 10));
  await newcomer.getByRole('button', { name: 'Verify' }).click();
  await expect(
    newcomer.getByText(
      'That code is not right. Check the time on your phone and try the newest code.',
    ),
  ).toBeVisible();
  await expectNoA11yViolations(newcomer);
  await code.fill(await totpCode(secret));
  await newcomer.getByRole('button', { name: 'Verify' }).click();
  await expect(newcomer).toHaveURL(/\/admin$/);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await newcomer.context().close();
});
