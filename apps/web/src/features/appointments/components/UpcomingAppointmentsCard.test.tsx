import { screen, within } from '@testing-library/react';
import type { ClientConsultation } from '@lexbridge/shared/schemas/appointments';
import { formatDateTime, formatTime } from '../../../lib/format';
import { invoiceList } from '../../../test/invoice-data';
import { mockFetch, renderApp, session } from '../../../test/render';
import { matterList } from '../../../test/matter-data';
import { appointmentList, clientAppointment } from '../../../test/appointment-data';
import { documentList } from '../../../test/document-data';

const consultation: ClientConsultation = {
  kind: 'consultation',
  id: 'b1',
  type: 'initial',
  name: { en: 'Initial Consultation', el: 'Αρχική Συμβουλευτική Συνάντηση' },
  startsAt: '2030-07-16T06:00:00.000Z',
  endsAt: '2030-07-16T06:30:00.000Z',
  durationMinutes: 30,
  manageToken: 'b1.signature',
};
const video = clientAppointment(1, {
  title: 'Signing',
  matterTitle: 'Office lease',
  location: 'https://meet.example/abc',
});
const office = clientAppointment(2, { location: 'Our office, 1 Makarios Ave' });

function serve(appointments: ReturnType<typeof appointmentList>) {
  return mockFetch((url) => {
    if (url === '/api/me') return session('client@example.com');
    if (url.startsWith('/api/appointments')) return appointments;
    if (url.startsWith('/api/documents')) return documentList([]);
    if (url.startsWith('/api/invoices')) return invoiceList([]);
    return matterList([]);
  });
}

const card = async () => screen.findByRole('region', { name: 'Upcoming Appointments' });

describe('the dashboard’s upcoming appointments', () => {
  it('asks for the next 30 days, shows three of five with their matter, time and place', async () => {
    const fetch = serve(
      appointmentList([video, consultation, office, clientAppointment(3), clientAppointment(4)], 7),
    );
    renderApp('/client-portal');
    const region = await card();
    expect(within(region).getByText('Next 30 days')).toBeInTheDocument();
    expect(await within(region).findByText('Signing')).toBeInTheDocument();
    expect(within(region).getByText('Matter: Office lease')).toBeInTheDocument();
    const when = `${formatDateTime(video.startsAt)}–${formatTime(video.endsAt)} (60 minutes)`;
    expect(within(region).getAllByText(when)[0]).toBeInTheDocument();
    // A video link is a link, opening in a new tab; an address is text.
    const link = within(region).getByRole('link', { name: /meet\.example/ });
    expect(link).toHaveAttribute('href', 'https://meet.example/abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('https://meet.example/abc (opens in a new tab)');
    expect(within(region).getByText('Our office, 1 Makarios Ave')).toBeInTheDocument();
    // The booked consultation, by its type, in the language shown.
    expect(within(region).getByText('Initial Consultation')).toBeInTheDocument();
    expect(within(region).getByText('Paid consultation')).toBeInTheDocument();
    // Its holder moves or cancels it on the same page as the confirmation's link.
    expect(within(region).getByRole('link', { name: 'Reschedule or cancel' })).toHaveAttribute(
      'href',
      '/booking/manage/b1.signature',
    );
    expect(within(region).queryByText('Appointment 3')).not.toBeInTheDocument();
    expect(within(region).getByText('4 more in the next 30 days')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      '/api/appointments?upcoming=true&limit=5',
    );
  });

  it('says when there are none', async () => {
    serve(appointmentList([]));
    renderApp('/client-portal');
    expect(await within(await card()).findByText('No upcoming appointments')).toBeInTheDocument();
  });

  it('says when they could not be loaded', async () => {
    serve({ status: 500, body: { error: { code: 'internal', message: 'Boom' } } } as never);
    renderApp('/client-portal');
    expect(await within(await card()).findByRole('alert')).toHaveTextContent(
      'Failed to load appointments',
    );
  });

  it('speaks Greek in Greek', async () => {
    serve(appointmentList([office]));
    renderApp('/client-portal', undefined, { language: 'el' });
    const region = await screen.findByRole('region', { name: 'Προσεχή Ραντεβού' });
    expect(await within(region).findByText('Υπόθεση: Matter 1')).toBeInTheDocument();
    expect(within(region).getByText('Επόμενες 30 ημέρες')).toBeInTheDocument();
  });
});
