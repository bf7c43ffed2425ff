import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDay, AdminMonth } from '@lexbridge/shared/schemas/availability';
import { mockFetch, renderApp, session } from '../../../test/render';

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
  return mockFetch((url) => {
    if (url === '/api/me') return session('admin@kclaw.test', true);
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
});
