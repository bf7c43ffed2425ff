import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { mockFetch, renderApp, signedOut } from '../../../test/render';
import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import { redirectTo } from '../redirect';

vi.mock('../redirect', () => ({ redirectTo: vi.fn() }));

type Options = { slots?: string[]; booking?: { status: number; body?: unknown } };

function server({ slots = ['09:00', '10:00'], booking }: Options = {}) {
  return mockFetch((url) => {
    const month = url.match(/month=(\d{4}-\d{2})/)?.[1];
    if (url.startsWith('/api/availability?')) {
      return { status: 200, body: { month, availableDates: [`${month}-28`] } };
    }
    if (url.startsWith('/api/availability/slots')) return { status: 200, body: { slots } };
    if (url === '/api/bookings')
      return booking ?? { status: 200, body: { url: 'http://pay.test/x' } };
    if (url === '/api/bookings/policy')
      return { status: 200, body: { cutoffHours: 48, refundBeforeCutoff: true } };
    return signedOut;
  });
}

async function openAndPick(name: string, time?: string, options?: Parameters<typeof renderApp>[2]) {
  const user = userEvent.setup();
  renderApp('/', undefined, options);
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('button', { name: /28th/ }));
  if (time) await user.click(await within(dialog).findByRole('button', { name: time }));
  return { user, dialog };
}

describe('PricingSection and the booking dialog', () => {
  it('shows the three consultations and the hourly rates in euros', async () => {
    server();
    renderApp('/');
    const pricing = await screen.findByRole('region', { name: 'Consultation Pricing' });
    expect(within(pricing).getByText('€150')).toBeInTheDocument();
    expect(within(pricing).getByText('€300')).toBeInTheDocument();
    expect(within(pricing).getByText('€400')).toBeInTheDocument();
    expect(within(pricing).getByText('Most Popular')).toBeInTheDocument();
    expect(within(pricing).getByText('€350 - €500 / hour')).toBeInTheDocument();
    expect(within(pricing).getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute(
      'href',
      '/?request=custom-quote#contact',
    );
    expect(within(pricing).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('keeps Pay disabled until date, time, name and e-mail are set, then sends no price', async () => {
    const fetchMock = server();
    const { user, dialog } = await openAndPick('Book Extended Consultation', '10:00');
    const pay = within(dialog).getByRole('button', { name: 'Pay €300' });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    // The firm's cancellation policy, read before paying.
    expect(
      await within(dialog).findByText(
        /until 48 hours before it starts, from the link in your confirmation e-mail; a cancellation before then is refunded in full\./,
      ),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Full name *'), 'Eleni');
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(dialog).getByLabelText('E-mail *'), 'eleni@example.com');
    expect(pay).not.toHaveAttribute('aria-disabled');
    await user.click(pay);

    expect(await screen.findByText('Redirecting to Payment')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to Stripe checkout...')).toBeInTheDocument();
    expect(redirectTo).toHaveBeenCalledWith('http://pay.test/x');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/bookings')!;
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({ type: 'extended', time: '10:00', name: 'Eleni' });
    expect(body).not.toHaveProperty('amount');
  });

  it('books nothing on an admin’s draft preview, whose prices are not the ones charged, and says so', async () => {
    const fetchMock = server();
    const draft = structuredClone(kcLawSiteSeed);
    draft.consultationTypes[1]!.priceCents = 35_000;
    const { user, dialog } = await openAndPick('Book Extended Consultation', '10:00', { draft });
    const notice =
      'This preview shows the draft’s prices, but a booking is charged the published ones. Publish the changes, then book on the live site.';
    expect(within(dialog).getByText(notice)).toBeVisible();
    await user.type(within(dialog).getByLabelText('Full name *'), 'Eleni');
    await user.type(within(dialog).getByLabelText('E-mail *'), 'eleni@example.com');
    const pay = within(dialog).getByRole('button', { name: 'Pay €350' });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    await user.click(pay);
    expect(await screen.findByText('Booking is off in a preview')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/bookings')).toBe(false);
  });

  it('explains what is missing when Pay is pressed too early, and books nothing', async () => {
    const fetchMock = server();
    const { user, dialog } = await openAndPick('Book Initial Consultation', '09:00');
    await user.type(within(dialog).getByLabelText('Full name *'), '   ');
    await user.type(within(dialog).getByLabelText('E-mail *'), 'eleni@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Pay €150' }));

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(
      screen.getByText('Please fill in all required fields and select a date and time.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/bookings')).toBe(false);
  });

  it('says so when a day has no free times', async () => {
    server({ slots: [] });
    await openAndPick('Book Initial Consultation');
    expect(await screen.findByText('No available times for this date')).toBeInTheDocument();
  });

  it('shows the Booking Error toast when the server refuses', async () => {
    server({ booking: { status: 409, body: { error: { code: 'SLOT_TAKEN', message: 'x' } } } });
    const { user, dialog } = await openAndPick('Schedule Consultation', '09:00');
    await user.type(within(dialog).getByLabelText('Full name *'), 'Eleni');
    await user.type(within(dialog).getByLabelText('E-mail *'), 'eleni@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Pay €150' }));
    expect(await screen.findByText('Booking Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to create booking. Please try again.')).toBeInTheDocument();
  });

  it('says why when the visitor already holds too many unpaid bookings', async () => {
    vi.mocked(redirectTo).mockClear();
    const message = 'You already hold 3 unpaid bookings. Pay for or cancel one of them.';
    server({ booking: { status: 429, body: { error: { code: 'TOO_MANY_HOLDS', message } } } });
    const { user, dialog } = await openAndPick('Schedule Consultation', '09:00');
    await user.type(within(dialog).getByLabelText('Full name *'), 'Eleni');
    await user.type(within(dialog).getByLabelText('E-mail *'), 'eleni@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Pay €150' }));
    expect(await screen.findByText('Booking Error')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
