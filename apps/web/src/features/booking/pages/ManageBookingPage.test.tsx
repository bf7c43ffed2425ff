import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedBooking } from '@lexbridge/shared/schemas/booking-manage';
import { mockFetch, renderApp, signedOut } from '../../../test/render';

const today = new Date();
const month = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;

const booking: ManagedBooking = {
  reference: '3F2A9C1B',
  type: 'initial',
  name: { en: 'Initial Consultation', el: 'Αρχική Συμβουλευτική Συνάντηση' },
  date: day(28),
  time: '10:00',
  minutes: 30,
  amountCents: 15_000,
  currency: 'EUR',
  status: 'confirmed',
  changeableUntil: `${day(27)}T08:00:00.000Z`,
  canChange: true,
  cutoffHours: 24,
  refundOnCancel: true,
  refundedCents: null,
};

function server(shown: ManagedBooking) {
  return mockFetch((url, init) => {
    if (url === '/api/bookings/manage/b1.sig/cancel')
      return {
        status: 200,
        body: { ...shown, status: 'cancelled', canChange: false, refundedCents: 15_000 },
      };
    if (url === '/api/bookings/manage/b1.sig/reschedule') {
      const { date, time } = JSON.parse(String(init!.body)) as { date: string; time: string };
      return { status: 200, body: { ...shown, date, time } };
    }
    if (url === '/api/bookings/manage/b1.sig') return { status: 200, body: shown };
    // The days and times this booking can move to are asked under its own link.
    if (url.startsWith('/api/bookings/manage/b1.sig/availability?month='))
      return { status: 200, body: { month, availableDates: [day(28)] } };
    if (url.startsWith('/api/bookings/manage/b1.sig/slots?date='))
      return { status: 200, body: { date: day(28), type: 'initial', slots: ['10:00', '11:30'] } };
    if (url === '/api/bookings/manage/forged') {
      const message =
        'This link is not valid. Use the link in your confirmation e-mail, or contact the firm.';
      return { status: 404, body: { error: { code: 'NOT_FOUND', message } } };
    }
    return signedOut;
  });
}
const posted = (fetch: ReturnType<typeof server>, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => url === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

describe('the manage page of a booking', () => {
  it('shows the booking and the policy, and cancels with a reason', async () => {
    const fetch = server(booking);
    const user = userEvent.setup();
    renderApp('/booking/manage/b1.sig');
    expect(await screen.findByRole('heading', { name: 'Your Consultation' })).toBeInTheDocument();
    expect((await screen.findByText('Booking reference')).nextElementSibling).toHaveTextContent(
      '3F2A9C1B',
    );
    expect(screen.getByText(/refunds €150 in full/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel consultation' }));
    const form = screen.getByRole('heading', { name: 'Cancel the consultation' }).closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Confirm cancellation' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Tell the firm why you are cancelling.',
    );
    expect(posted(fetch, '/api/bookings/manage/b1.sig/cancel')).toEqual([]);

    await user.type(within(form).getByLabelText('Why are you cancelling?'), 'The matter settled.');
    await user.click(within(form).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText(/€150 is being refunded/)).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    // The form is gone: focus is back at the top of the page, not lost on the body.
    expect(screen.getByRole('heading', { name: 'Your Consultation' })).toHaveFocus();
    expect(posted(fetch, '/api/bookings/manage/b1.sig/cancel')).toEqual([
      { reason: 'The matter settled.' },
    ]);
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('moves it to a free time the calendar offers', async () => {
    const fetch = server(booking);
    const user = userEvent.setup();
    renderApp('/booking/manage/b1.sig');
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dayButton = await screen.findByRole('button', { name: new RegExp(`\\b28(th)?\\b`) });
    await user.click(dayButton);
    await user.click(await screen.findByRole('button', { name: '11:30' }));
    await user.click(screen.getByRole('button', { name: /^Move to .* at 11:30$/ }));
    expect(await screen.findByText(/Your consultation has moved to/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Consultation' })).toHaveFocus();
    expect(posted(fetch, '/api/bookings/manage/b1.sig/reschedule')).toEqual([
      { date: day(28), time: '11:30' },
    ]);
  });

  it('after the cut-off says why it cannot change, and offers the contact form', async () => {
    server({ ...booking, canChange: false, refundOnCancel: false });
    renderApp('/booking/manage/b1.sig');
    expect(await screen.findByText(/until 24 hours before they start/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the contact form' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('refuses a link the server does not know, saying so', async () => {
    server(booking);
    renderApp('/booking/manage/forged');
    expect(await screen.findByText(/This link is not valid/)).toBeInTheDocument();
  });
});
