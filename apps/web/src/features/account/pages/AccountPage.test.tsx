import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSession } from '@lexbridge/shared/schemas/account';
import { mockFetch, renderApp, session, expectToast } from '../../../test/render';

const current: AccountSession = {
  id: 's-current',
  current: true,
  browser: 'Chrome',
  os: 'macOS',
  ipAddress: '127.0.0.1',
  localNetwork: true,
  country: null,
  signedInAt: '2026-03-04T08:30:00.000Z',
  lastActiveAt: '2026-03-05T09:00:00.000Z',
};
const phone: AccountSession = {
  id: 's-phone',
  current: false,
  browser: 'Safari',
  os: 'iOS',
  ipAddress: '203.0.113.7',
  localNetwork: false,
  country: 'CY',
  signedInAt: '2026-03-01T07:00:00.000Z',
  lastActiveAt: '2026-03-02T10:15:00.000Z',
};
const unknown: AccountSession = {
  ...phone,
  id: 's-unknown',
  browser: null,
  os: null,
  ipAddress: '198.51.100.4',
  country: null,
};

type Answer = { status: number; body?: unknown };

/** The account API as the page sees it; `answers` overrides a route's answer. */
function serve(sessions: AccountSession[], answers: Record<string, Answer> = {}) {
  let list = sessions;
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (url === '/api/me') return session('anna@example.com');
    if (answers[key]) return answers[key];
    if (key === 'GET /api/account/sessions') return { status: 200, body: { sessions: list } };
    if (key.startsWith('DELETE /api/account/sessions/')) {
      list = list.filter((s) => !key.endsWith(s.id));
      return { status: 204 };
    }
    if (key === 'POST /api/account/sessions/sign-out-others') {
      const before = list.length;
      list = list.filter((s) => s.current);
      return { status: 200, body: { signedOut: before - list.length } };
    }
    if (key === 'POST /api/account/password') return { status: 204 };
    if (key === 'PATCH /api/me') return { status: 204 };
    if (key === 'GET /api/two-factor')
      return { status: 200, body: { enabled: false, name: null, hasPassword: true } };
    return { status: 404 };
  });
}

const calls = (fetch: ReturnType<typeof serve>, key: string) =>
  fetch.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);

describe('the account page', () => {
  it('offers to set up two-factor sign-in among its sections', async () => {
    serve([current]);
    renderApp('/account');
    const section = within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
    expect(await section.findByLabelText('Name of the authenticator')).toBeVisible();
    expect(section.getByRole('button', { name: 'Set up' })).toBeVisible();
  });

  it('lists the devices, this one marked, with place and times', async () => {
    serve([current, phone, unknown]);
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const devices = within(screen.getByRole('region', { name: 'Signed-in devices' }));
    const items = await devices.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome on macOS');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('This network');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Safari on iOS');
    expect(items[1]).toHaveTextContent('Cyprus · 203.0.113.7');
    expect(items[1]).toHaveTextContent('2 Mar 2026, 12:15');
    expect(items[2]).toHaveTextContent('Unknown browser on an unknown system');
  });

  it('signs out one device by its id and says so', async () => {
    const fetch = serve([current, phone]);
    const user = userEvent.setup();
    renderApp('/account');
    await user.click(
      await screen.findByRole('button', { name: 'Sign out Safari on iOS, Cyprus · 203.0.113.7' }),
    );
    await expectToast('Safari on iOS was signed out.');
    expect(calls(fetch, 'DELETE /api/account/sessions/s-phone')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(screen.getByText('No other device is signed in.')).toBeVisible();
  });

  it('signs out everywhere else after a confirmation', async () => {
    const fetch = serve([current, phone, unknown]);
    const user = userEvent.setup();
    renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    expect(calls(fetch, 'POST /api/account/sessions/sign-out-others')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await expectToast('2 other devices were signed out.');
    expect(calls(fetch, 'POST /api/account/sessions/sign-out-others')).toHaveLength(1);
  });

  it('changes the password: checks the two new ones match, shows a wrong current one beside it', async () => {
    const wrong = {
      status: 400,
      body: { error: { code: 'INVALID_PASSWORD', message: 'That is not your current password.' } },
    };
    const fetch = serve([current], { 'POST /api/account/password': wrong });
    const user = userEvent.setup();
    renderApp('/account');
    const currentField = await screen.findByLabelText('Current password');
    await user.type(currentField, 'old-password-1');
    await user.type(screen.getByLabelText('New password'), 'new-password-2');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-3');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeVisible();
    expect(calls(fetch, 'POST /api/account/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('That is not your current password.')).toBeVisible();
    expect(currentField).toHaveAttribute('aria-invalid', 'true');
    const [, init] = calls(fetch, 'POST /api/account/password')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'new-password-2',
    });
  });

  it('says so once the password is changed, and empties the form', async () => {
    serve([current]);
    const user = userEvent.setup();
    renderApp('/account');
    await user.type(await screen.findByLabelText('Current password'), 'old-password-1');
    await user.type(screen.getByLabelText('New password'), 'new-password-2');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await expectToast('Password changed. Every other device was signed out.');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('saves the e-mail language on the profile', async () => {
    const fetch = serve([current]);
    const user = userEvent.setup();
    renderApp('/account');
    await user.selectOptions(await screen.findByLabelText('Language of your e-mails'), 'el');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await expectToast('Η γλώσσα αποθηκεύτηκε.');
    const [, init] = calls(fetch, 'PATCH /api/me')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'el' });
  });
});
