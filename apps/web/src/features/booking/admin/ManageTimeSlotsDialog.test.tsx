import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDay, AdminMonth } from '@lexbridge/shared/schemas/availability';
import { expectToast, mockFetch, renderApp, session } from '../../../test/render';

const today = new Date();
const month = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
const date = `${month}-15`;

const grid: AdminMonth = {
  month,
  configuredWeekdays: [1, 2, 3, 4, 5],
  days: [{ date, state: 'partial', blockedDateId: null, entries: 2, holiday: null }],
};
const day: AdminDay = {
  date,
  slots: [
    { time: '09:00', endTime: '09:30', blocked: false, blockId: null, taken: true },
    { time: '09:30', endTime: '10:00', blocked: false, blockId: null, taken: false },
    { time: '10:00', endTime: '10:30', blocked: true, blockId: 'b1', taken: false },
  ],
  bookings: [
    {
      id: 'k1',
      time: '09:00',
      endTime: '09:30',
      clientName: 'Sofia Pavlou',
      clientEmail: 'sofia@example.com',
      type: 'initial',
      title: 'Initial Consultation',
      name: { en: 'Initial Consultation', el: 'Αρχική Συμβουλευτική' },
      status: 'confirmed',
      paid: true,
      amountCents: 15_000,
      currency: 'EUR',
    },
  ],
  appointments: [
    {
      id: 'a1',
      time: '13:00',
      endTime: '14:30',
      title: 'Hearing preparation',
      status: 'scheduled',
      location: 'Court 3',
      matterTitle: 'Lease dispute',
      clientId: 'c1',
      clientName: 'Andreas Nicolaou',
    },
  ],
};

function server() {
  return mockFetch((url, init) => {
    if (url === '/api/me') return session('admin@kclaw.test', true);
    if (url.startsWith('/api/admin/bookings/k1/availability?month='))
      return { status: 200, body: { month, availableDates: [`${month}-20`] } };
    if (url.startsWith('/api/admin/bookings/k1/slots?date='))
      return { status: 200, body: { date: `${month}-20`, type: 'initial', slots: ['11:00'] } };
    if (init?.method === 'POST' && url.startsWith('/api/admin/bookings/k1/'))
      return { status: 204 };
    if (url.startsWith('/api/admin/availability?')) return { status: 200, body: grid };
    if (url.startsWith('/api/admin/availability/day?')) return { status: 200, body: day };
    return { status: 404 };
  });
}

describe('the admin calendar: consultations and appointments together', () => {
  it('counts a day’s entries, and its dialog lists both, each appointment opening its client', async () => {
    server();
    const user = userEvent.setup();
    renderApp('/admin/calendar');
    const cell = await screen.findByRole('button', {
      name: /15\b.*: Partially blocked, 2 booked$/,
    });
    await user.click(cell);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Time Slots' });
    expect(
      within(dialog).getByRole('button', {
        name: '09:00 to 09:30, taken by an appointment or booking',
      }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: '09:30 to 10:00, open' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Sofia Pavlou/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Hearing preparation · Lease dispute/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Andreas Nicolaou, client page' }),
    ).toHaveAttribute('href', '/admin/clients/c1');
  });

  it('moves a paid consultation to a free time of its own, and cancels one with or without a refund', async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp('/admin/calendar');
    await user.click(await screen.findByRole('button', { name: /15\b.*: Partially blocked/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage Time Slots' }));
    const posts = () =>
      fetch.mock.calls
        .filter(([, init]) => init?.method === 'POST')
        .map(([url, init]) => [url, JSON.parse(String(init!.body))] as const);

    await user.click(
      dialog.getByRole('button', { name: "Move Sofia Pavlou's consultation at 09:00" }),
    );
    await user.click(await dialog.findByRole('button', { name: /\b20(th)?\b/ }));
    await user.click(await dialog.findByRole('button', { name: '11:00' }));
    await user.click(dialog.getByRole('button', { name: /^Move to .* at 11:00$/ }));
    expect(
      await screen.findByText(/Consultation moved to .* at 11:00; the client has been e-mailed\./),
    ).toBeVisible();
    expect(posts()).toEqual([
      ['/api/admin/bookings/k1/reschedule', { date: `${month}-20`, time: '11:00' }],
    ]);

    await user.click(
      dialog.getByRole('button', { name: "Cancel Sofia Pavlou's consultation at 09:00" }),
    );
    const form = within(dialog.getByRole('form', { name: "Cancel Sofia Pavlou's consultation" }));
    expect(form.getByLabelText('Refund €150 to the client')).toBeChecked();
    await user.click(form.getByRole('button', { name: 'Cancel the consultation' }));
    expect(form.getByRole('alert')).toHaveTextContent('Tell the firm why you are cancelling.');
    await user.type(
      form.getByLabelText('Reason (the client reads it in the e-mail)'),
      'The lawyer is ill.',
    );
    await user.click(form.getByLabelText('Refund €150 to the client'));
    await user.click(form.getByRole('button', { name: 'Cancel the consultation' }));
    await expectToast('Consultation cancelled without a refund; the client has been e-mailed.');
    // The form is gone: focus goes to the list's heading, inside the dialog.
    expect(dialog.getByRole('heading', { name: 'Bookings' })).toHaveFocus();
    expect(posts().at(-1)).toEqual([
      '/api/admin/bookings/k1/cancel',
      { reason: 'The lawyer is ill.', refund: false },
    ]);
  });
});
