import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminClientDetail } from '@lexbridge/shared/schemas/clients';
import type { AdminMatter } from '@lexbridge/shared/schemas/matters';
import { mockFetch, renderApp, session } from '../../../test/render';
import { clientMatter } from '../../../test/matter-data';
import { adminAppointment } from '../../../test/appointment-data';

const matter = (n: number, title: string): AdminMatter => ({
  ...clientMatter(n, { title }),
  clientId: 'c1',
  clientName: 'Maria Georgiou',
  clientEmail: 'maria@example.com',
  opposingParty: null,
  legalHold: null,
});
const lease = matter(1, 'Office lease');
const will = matter(2, 'Family will');
const client: AdminClientDetail = {
  id: 'c1',
  name: 'Maria Georgiou',
  email: 'maria@example.com',
  phone: null,
  language: 'el',
  awaitingPassword: false,
  confirmed: true,
  matterCount: 2,
  lastSignInAt: null,
  createdAt: '2026-01-10T08:00:00.000Z',
  matters: [lease, will],
};
const signing = adminAppointment(1, {
  title: 'Signing',
  matterId: lease.id,
  matterTitle: 'Office lease',
  location: 'https://meet.example/abc',
});

function server({ status = 200 } = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/me') return session('admin@kclaw.test', true);
    if (url.endsWith('/data-export')) return { status: 200, body: { export: null } };
    if (url.endsWith('/erasure-requests')) return { status: 200, body: { requests: [] } };
    if (url === '/api/admin/clients/c1') return { status: 200, body: client };
    if (url.startsWith('/api/admin/appointments?'))
      return { status: 200, body: { appointments: [signing] } };
    if (status !== 200)
      return { status, body: { error: { code: 'VALIDATION_ERROR', message: 'Not on a Sunday.' } } };
    const body = JSON.parse(String(init?.body ?? '{}')) as object;
    return { status: init?.method === 'POST' ? 201 : 200, body: { ...signing, ...body } };
  });
}
const sent = (fetch: ReturnType<typeof server>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init!.body)) as unknown }));

async function openAdd() {
  const user = userEvent.setup();
  renderApp('/admin/clients/c1');
  const section = await screen.findByRole('region', { name: 'Appointments' });
  expect(await within(section).findByText('Signing')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Add appointment' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add Appointment' }) };
}

describe('the appointment dialog', () => {
  it('lists the client’s appointments and asks for the required fields before sending', async () => {
    const fetch = server();
    const { user, dialog } = await openAdd();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      '/api/admin/appointments?clientId=c1',
    );
    await user.clear(within(dialog).getByLabelText('Duration in minutes *'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Appointment' }));
    expect(await within(dialog).findByText('Choose a matter.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a title for the appointment.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a date (for example 2026-03-31).')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a time (for example 09:30).')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The duration must be between 5 and 720 minutes.'),
    ).toBeInTheDocument();
    expect(sent(fetch, 'POST')).toEqual([]);
  });

  it('adds one to the chosen matter, the time labelled as the firm’s', async () => {
    const fetch = server();
    const { user, dialog } = await openAdd();
    await user.selectOptions(within(dialog).getByLabelText('Matter *'), 'Family will');
    await user.type(within(dialog).getByLabelText('Title *'), 'Reading of the will');
    await user.type(within(dialog).getByLabelText('Date *'), '2030-07-15');
    const time = within(dialog).getByLabelText('Time (Nicosia) *');
    expect(time).toHaveAccessibleDescription("In the firm's time zone, Europe/Nicosia.");
    await user.type(time, '10:30');
    const duration = within(dialog).getByLabelText('Duration in minutes *');
    await user.clear(duration);
    await user.type(duration, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Add Appointment' }));

    expect(await screen.findByText('Appointment added')).toBeInTheDocument();
    expect(sent(fetch, 'POST')).toEqual([
      {
        url: `/api/admin/matters/${will.id}/appointments`,
        body: {
          title: 'Reading of the will',
          date: '2030-07-15',
          time: '10:30',
          durationMinutes: 45,
          location: null,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits one with its values filled in, status included; a refusal is shown', async () => {
    const fetch = server({ status: 400 });
    const user = userEvent.setup();
    renderApp('/admin/clients/c1');
    await user.click(await screen.findByRole('button', { name: 'Edit Signing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Appointment' });
    expect(within(dialog).getByLabelText('Title *')).toHaveValue('Signing');
    expect(within(dialog).getByLabelText('Date *')).toHaveValue('2030-07-15');
    expect(within(dialog).getByLabelText('Time (Nicosia) *')).toHaveValue('10:30');
    expect(within(dialog).getByLabelText('Location or video link')).toHaveValue(
      'https://meet.example/abc',
    );
    expect(within(dialog).queryByLabelText('Matter *')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Completed');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update appointment')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not on a Sunday.');
    expect(sent(fetch, 'PATCH')).toEqual([
      {
        url: `/api/admin/appointments/${signing.id}`,
        body: {
          title: 'Signing',
          date: '2030-07-15',
          time: '10:30',
          durationMinutes: 60,
          location: 'https://meet.example/abc',
          status: 'completed',
        },
      },
    ]);
  });

  it('names a clash with a consultation, and places it there only when asked to', async () => {
    let clashes = true;
    const fetch = mockFetch((url) => {
      if (url === '/api/me') return session('admin@kclaw.test', true);
      if (url.endsWith('/data-export')) return { status: 200, body: { export: null } };
      if (url.endsWith('/erasure-requests')) return { status: 200, body: { requests: [] } };
      if (url === '/api/admin/clients/c1') return { status: 200, body: client };
      if (url.startsWith('/api/admin/appointments?'))
        return { status: 200, body: { appointments: [signing] } };
      if (clashes) {
        clashes = false;
        const message = "This time overlaps Eleni Charalambous's consultation, 15:00-15:30.";
        return { status: 409, body: { error: { code: 'APPOINTMENT_CLASH', message } } };
      }
      return { status: 201, body: signing };
    });
    const { user, dialog } = await openAdd();
    await user.selectOptions(within(dialog).getByLabelText('Matter *'), 'Office lease');
    await user.type(within(dialog).getByLabelText('Title *'), 'Call');
    await user.type(within(dialog).getByLabelText('Date *'), '2030-07-15');
    await user.type(within(dialog).getByLabelText('Time (Nicosia) *'), '15:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add Appointment' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Eleni Charalambous');
    const anyway = within(dialog).getByRole('button', { name: 'Place it over the consultation' });
    expect(anyway).toHaveAccessibleDescription(/not told/);
    // A changed time was not the one the clash named: the override goes until the server is asked.
    const time = within(dialog).getByLabelText('Time (Nicosia) *');
    await user.clear(time);
    await user.type(time, '15:30');
    expect(
      within(dialog).queryByRole('button', { name: 'Place it over the consultation' }),
    ).toBeNull();
    await user.clear(time);
    await user.type(time, '15:00');
    clashes = true;
    await user.click(within(dialog).getByRole('button', { name: 'Add Appointment' }));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Place it over the consultation' }),
    );
    expect(await screen.findByText('Appointment added')).toBeInTheDocument();
    const [first, second, third] = sent(fetch, 'POST').map(({ body }) => body);
    expect(first).not.toHaveProperty('overConsultation');
    expect(second).not.toHaveProperty('overConsultation');
    expect(third).toMatchObject({ time: '15:00', overConsultation: true });
  });

  it('cancels one after asking', async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp('/admin/clients/c1');
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment Signing' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    expect(sent(fetch, 'PATCH')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByText('Appointment cancelled')).toBeInTheDocument();
    expect(sent(fetch, 'PATCH')).toEqual([
      { url: `/api/admin/appointments/${signing.id}`, body: { status: 'cancelled' } },
    ]);
  });
});
