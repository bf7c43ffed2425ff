import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { TestCheckoutSession } from '@lexbridge/shared/schemas/booking';
import { mockFetch, renderApp, signedOut } from '../../../test/render';
import { redirectTo } from '../redirect';

vi.mock('../redirect', () => ({ redirectTo: vi.fn() }));

const session = (changes: Partial<TestCheckoutSession>): TestCheckoutSession => ({
  id: 'cs_1',
  status: 'open',
  amountCents: 123_450,
  currency: 'EUR',
  clientEmail: 'maria@example.com',
  purchase: { kind: 'invoice', number: 'KC-2026-0007' },
  ...changes,
});

function serve(body: TestCheckoutSession) {
  return mockFetch((url, init) => {
    if (url === '/api/checkout/test/cs_1') return { status: 200, body };
    if (url === '/api/checkout/test/cs_1/pay' && init?.method === 'POST')
      return { status: 200, body: { url: '/invoices?payment=done&session_id=cs_1' } };
    return signedOut;
  });
}

/** The checkout's facts, term by term. */
const rows = () =>
  Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('TestCheckoutPage', () => {
  it('shows the invoice’s number for an invoice, and pays it', async () => {
    serve(session({}));
    const user = userEvent.setup();
    renderApp('/checkout/test/cs_1');
    const pay = await screen.findByRole('button', { name: 'Pay €1,234.50' });
    expect(rows()).toEqual({
      Invoice: 'KC-2026-0007',
      'E-mail': 'maria@example.com',
      Total: '€1,234.50',
    });

    await user.click(pay);
    expect(redirectTo).toHaveBeenCalledWith('/invoices?payment=done&session_id=cs_1');
  });

  it('shows the consultation, its time and duration for a booking', async () => {
    serve(
      session({
        amountCents: 15_000,
        purchase: {
          kind: 'consultation',
          title: 'Standard Consultation',
          date: '2026-12-07',
          time: '10:00',
          durationMinutes: 30,
        },
      }),
    );
    renderApp('/checkout/test/cs_1');
    await screen.findByRole('button', { name: 'Pay €150' });
    expect(rows()).toEqual({
      Consultation: 'Standard Consultation',
      When: 'December 7, 2026 at 10:00',
      Duration: '30 minutes',
      'E-mail': 'maria@example.com',
      Total: '€150',
    });
  });

  it('asks to start an expired invoice payment again from the invoices', async () => {
    serve(session({ status: 'expired' }));
    renderApp('/checkout/test/cs_1');
    expect(
      await screen.findByText(
        'This checkout has expired. Please start the payment again from your invoices.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});
