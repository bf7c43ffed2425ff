import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDay, AdminMonth } from '@lexbridge/shared/schemas/availability';
import { mockFetch, renderApp, session } from '../../../test/render';

const today = new Date();
const month = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
const christmas = { en: 'Christmas Day', el: 'Χριστούγεννα' };

function server(reopened: boolean) {
  const grid: AdminMonth = {
    month,
    configuredWeekdays: [1, 2, 3, 4, 5],
    days: [
      {
        date: `${month}-25`,
        state: reopened ? 'available' : 'blocked',
        blockedDateId: null,
        entries: 0,
        holiday: { name: christmas, reopened },
      },
    ],
  };
  const day: AdminDay = { date: `${month}-25`, slots: [], bookings: [], appointments: [] };
  return mockFetch((url, init) => {
    if (url === '/api/me') return session('admin@kclaw.test', true);
    if (url.startsWith('/api/admin/availability?')) return { status: 200, body: grid };
    if (url.startsWith('/api/admin/availability/day?')) return { status: 200, body: day };
    if (url === '/api/admin/holidays' && init?.method === 'POST')
      return { status: 200, body: { date: `${month}-25`, reopened: true } };
    if (url === `/api/admin/holidays/${month}-25` && init?.method === 'DELETE')
      return { status: 204 };
    return { status: 404 };
  });
}
const calls = (fetch: ReturnType<typeof server>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => [String(url), init?.body ? JSON.parse(String(init.body)) : undefined]);

describe('public holidays on the admin calendar', () => {
  it('names a closed holiday, and a click reopens it', async () => {
    const fetch = server(false);
    const user = userEvent.setup();
    renderApp('/admin/calendar');
    const cell = await screen.findByRole('button', {
      name: /25\b.*: Fully blocked, Christmas Day, a public holiday, closed: click to reopen it$/,
    });
    expect(within(cell).getByText('Christmas Day')).toBeInTheDocument();
    await user.click(cell);
    expect(
      await screen.findByText('Christmas Day reopened for consultations.'),
    ).toBeInTheDocument();
    expect(calls(fetch, 'POST')).toEqual([['/api/admin/holidays', { date: `${month}-25` }]]);
  });

  it('closes a reopened holiday again from its day', async () => {
    const fetch = server(true);
    const user = userEvent.setup();
    renderApp('/admin/calendar', undefined, { language: 'el' });
    await user.click(
      await screen.findByRole('button', { name: /Χριστούγεννα, επίσημη αργία, ανοιχτή/ }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: 'Κλείσιμο της ημέρας Χριστούγεννα' }),
    );
    expect(await screen.findByText('Η ημέρα Χριστούγεννα έκλεισε ξανά.')).toBeInTheDocument();
    expect(calls(fetch, 'DELETE')).toEqual([[`/api/admin/holidays/${month}-25`, undefined]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
