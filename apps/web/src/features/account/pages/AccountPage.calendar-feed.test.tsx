import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectToast, mockFetch, renderApp, session } from '../../../test/render';

const admin = {
  status: 200,
  body: {
    user: { id: 'a1', email: 'maria@kclaw.test', name: 'Maria', nameChosen: true, language: 'en' },
    isAdmin: true,
  },
};
const URL_ONE = `https://kclaw.test/calendar/${'A'.repeat(43)}.ics`;
const URL_TWO = `https://kclaw.test/calendar/${'B'.repeat(43)}.ics`;

function serve() {
  let turnOns = 0;
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (url === '/api/me') return admin;
    if (key === 'GET /api/admin/calendar-feed')
      return { status: 200, body: { enabled: false, createdAt: null } };
    if (key === 'POST /api/admin/calendar-feed') {
      turnOns += 1;
      const url = turnOns === 1 ? URL_ONE : URL_TWO;
      return { status: 200, body: { enabled: true, createdAt: '2026-11-28T09:00:00Z', url } };
    }
    if (key === 'DELETE /api/admin/calendar-feed')
      return { status: 200, body: { enabled: false, createdAt: null } };
    if (key === 'GET /api/account/sessions') return { status: 200, body: { sessions: [] } };
    return { status: 404 };
  });
}

describe('the account page’s calendar feed', () => {
  it('turns the feed on, shows the address once, makes a new one and turns it off', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderApp('/account');
    const section = within(await screen.findByRole('region', { name: 'Calendar feed' }));
    expect(await section.findByText('The calendar feed is off.')).toBeVisible();
    expect(section.queryByLabelText('Feed address')).toBeNull();

    await user.click(section.getByRole('button', { name: 'Turn on calendar feed' }));
    await expectToast('Your calendar feed has a new address. Copy it now.');
    expect(section.getByLabelText('Feed address')).toHaveValue(URL_ONE);
    expect(section.getByLabelText('Feed address')).toHaveAccessibleDescription(/shown only now/);
    expect(section.getByText(/^On since/)).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Copy address' }));
    await expectToast('Address copied');
    expect(await navigator.clipboard.readText()).toBe(URL_ONE);

    await user.click(section.getByRole('button', { name: 'Make a new address' }));
    expect(await section.findByDisplayValue(URL_TWO)).toBeVisible();

    await user.click(section.getByRole('button', { name: 'Turn off' }));
    await expectToast('Your calendar feed is off; its address no longer works.');
    expect(section.queryByLabelText('Feed address')).toBeNull();
    expect(section.getByText('The calendar feed is off.')).toBeVisible();
    expect(
      fetch.mock.calls
        .map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)
        .filter((call) => call.includes('calendar-feed')),
    ).toEqual([
      'GET /api/admin/calendar-feed',
      'POST /api/admin/calendar-feed',
      'POST /api/admin/calendar-feed',
      'DELETE /api/admin/calendar-feed',
    ]);
  });

  it('is not offered to a client', async () => {
    const fetch = mockFetch((url) =>
      url === '/api/me' ? session('ann@example.com') : { status: 200, body: { sessions: [] } },
    );
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Calendar feed' })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('calendar-feed'))).toBe(false);
  });
});
