import { screen } from '@testing-library/react';
import { mockFetch, renderApp, session, signedOut } from '../../../test/render';

const appointment = {
  date: '2026-12-07',
  time: '10:00',
  type: 'extended',
  title: 'Extended Consultation',
  name: { en: 'Extended Consultation', el: 'Εκτενής Συμβουλευτική Συνάντηση' },
  durationMinutes: 60,
  reference: '3F2A9C1B',
  manageToken: 'b1.sig',
};

describe('BookingSuccessPage', () => {
  it('confirms through the server and shows the appointment with the spec toast', async () => {
    // Signed in: the client portal is offered.
    const fetchMock = mockFetch((url) => {
      if (url === '/api/me') return session('maria@example.com');
      return url === '/api/bookings/confirm' ? { status: 200, body: { appointment } } : signedOut;
    });
    renderApp('/booking-success?session_id=cs_1');
    expect(await screen.findByText('Appointment Confirmed!')).toBeInTheDocument();
    expect(
      screen.getByText('Your consultation has been successfully booked and paid for.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Monday, December 7, 2026')).toBeInTheDocument();
    expect(screen.getByText('Extended Consultation')).toBeInTheDocument();
    expect(screen.getByText('60 minutes')).toBeInTheDocument();
    // What to quote to the firm, and where to go: the office address of the firm's site.
    expect(screen.getByText('Booking reference').nextElementSibling).toHaveTextContent('3F2A9C1B');
    expect(screen.getByText('Where').nextElementSibling).toHaveTextContent(
      '1 Archbishop Makarios III Avenue, 1065 Nicosia, Cyprus',
    );
    expect(screen.getByText('Please arrive 5 minutes early.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/bookings/manage/b1.sig/calendar',
    );
    expect(screen.getByRole('link', { name: 'Reschedule or cancel' })).toHaveAttribute(
      'href',
      '/booking/manage/b1.sig',
    );
    expect(screen.getByRole('link', { name: 'Go to Client Portal' })).toHaveAttribute(
      'href',
      '/client-portal',
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/bookings/confirm')!;
    expect(JSON.parse(String(init!.body))).toEqual({ sessionId: 'cs_1' });
  });

  it('offers the client portal only to someone signed in, and states the firm’s cut-off', async () => {
    mockFetch((url) => {
      if (url === '/api/bookings/confirm') return { status: 200, body: { appointment } };
      if (url === '/api/bookings/policy')
        return { status: 200, body: { cutoffHours: 48, refundBeforeCutoff: true } };
      return signedOut;
    });
    renderApp('/booking-success?session_id=cs_1');
    expect(await screen.findByText('Appointment Confirmed!')).toBeInTheDocument();
    expect(
      await screen.findByText('Need to reschedule? Let us know at least 48 hours in advance.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reschedule or cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Client Portal' })).not.toBeInTheDocument();
  });

  it('shows the Confirmation Error toast when the payment is not confirmed', async () => {
    mockFetch((url) =>
      url === '/api/bookings/confirm'
        ? { status: 402, body: { error: { code: 'NOT_PAID', message: 'Not paid.' } } }
        : signedOut,
    );
    renderApp('/booking-success?session_id=cs_2');
    expect(await screen.findByText('Confirmation Error')).toBeInTheDocument();
    expect(
      screen.getAllByText('There was an issue confirming your appointment. Please contact us.')
        .length,
    ).toBeGreaterThan(0);
  });
});
