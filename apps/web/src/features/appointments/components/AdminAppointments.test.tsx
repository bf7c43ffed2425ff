import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMatter } from '@lexbridge/shared/schemas/matters';
import { mockFetch, renderApp, session } from '../../../test/render';
import { clientMatter } from '../../../test/matter-data';

const matter: AdminMatter = {
  ...clientMatter(1, { title: 'Sale of the Limassol office' }),
  clientId: 'c1',
  clientName: 'Maria Georgiou',
  clientEmail: 'maria@example.com',
  opposingParty: null,
  legalHold: null,
};

describe('appointments on the admin Matters page', () => {
  it('opens under a matter on request and adds one to that matter, without asking which', async () => {
    const fetch = mockFetch((url, init) => {
      if (url === '/api/me') return session('admin@kclaw.test', true);
      if (url.startsWith('/api/admin/appointments'))
        return { status: 200, body: { appointments: [] } };
      if (url === '/api/admin/matters/practice-areas') return { status: 200, body: [] };
      if (init?.method === 'POST') return { status: 201, body: {} };
      return { status: 200, body: { matters: [matter], page: 1, pageSize: 20, total: 1 } };
    });
    const user = userEvent.setup();
    renderApp('/admin/matters');
    const toggle = await screen.findByRole('button', {
      name: 'Appointments of Sale of the Limassol office',
    });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('appointments'))).toBe(false);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('No appointments yet.')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      `/api/admin/appointments?matterId=${matter.id}`,
    );

    await user.click(
      screen.getByRole('button', { name: 'Add appointment to Sale of the Limassol office' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Appointment' });
    expect(within(dialog).queryByLabelText('Matter *')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title *'), 'Signing');
    await user.type(within(dialog).getByLabelText('Date *'), '2030-07-15');
    await user.type(within(dialog).getByLabelText('Time (Nicosia) *'), '09:00');
    await user.type(within(dialog).getByLabelText('Location or video link'), 'Our office');
    await user.click(within(dialog).getByRole('button', { name: 'Add Appointment' }));
    expect(await screen.findByText('Appointment added')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe(`/api/admin/matters/${matter.id}/appointments`);
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      title: 'Signing',
      date: '2030-07-15',
      time: '09:00',
      durationMinutes: 60,
      location: 'Our office',
    });
  });
});
