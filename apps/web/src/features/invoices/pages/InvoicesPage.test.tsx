import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ClientInvoice } from '@lexbridge/shared/schemas/invoices';
import { formatFirmDate } from '../../../lib/format';
import { matterId } from '../../../test/document-data';
import { clientInvoice, invoiceList } from '../../../test/invoice-data';
import { clientMatter, matterList } from '../../../test/matter-data';
import { mockFetch, renderApp, session } from '../../../test/render';
import { redirectTo } from '../../booking/redirect';

vi.mock('../../booking/redirect', () => ({ redirectTo: vi.fn() }));
beforeEach(() => vi.mocked(redirectTo).mockClear());

const lease = clientInvoice(1, { description: 'Lease review', status: 'sent' });
const will = clientInvoice(2, {
  matterId: matterId(2),
  matterTitle: 'Family will',
  description: null,
  amountCents: 50_000,
  currency: 'usd' as ClientInvoice['currency'],
  dueDate: '2026-05-15',
  status: 'paid',
});
const late = clientInvoice(3, { status: 'overdue', amountCents: 99 });
const matters = matterList([
  clientMatter(1, { title: 'Office lease' }),
  clientMatter(2, { title: 'Family will' }),
]);

type Answer = { status: number; body?: unknown };
type Handler = (url: string, init?: RequestInit) => Answer | Promise<Answer> | undefined;

/** The client's session, matters and invoices, and whatever `more` answers first. */
function serve(list: Answer = invoiceList([lease, will, late]), more: Handler = () => undefined) {
  return mockFetch(async (url, init) => {
    const answer = await more(url, init);
    if (answer) return answer;
    if (url === '/api/me') return session('client@example.com');
    if (url.startsWith('/api/matters')) return matters;
    return list;
  });
}

const listUrls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/invoices?'));

const row = (number: string) => screen.getByRole('row', { name: new RegExp(number) });

describe('InvoicesPage for a client', () => {
  it('lists the invoices with matter, description, amount and currency, due date and status', async () => {
    serve();
    renderApp('/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Number', 'Matter', 'Description', 'Amount', 'Due date', 'Status', 'Actions']);
    const first = within(row('KC-2026-0001'));
    expect(first.getByText('Office lease')).toBeInTheDocument();
    expect(first.getByText('Lease review')).toBeInTheDocument();
    expect(first.getByText('1,234.50 EUR')).toBeInTheDocument();
    expect(first.getByText(formatFirmDate('2026-04-30'))).toBeInTheDocument();
    expect(first.getByText('Sent')).toBeInTheDocument();
    const second = within(row('KC-2026-0002'));
    expect(second.getByText('500.00 USD')).toBeInTheDocument();
    expect(second.getByText('No description')).toBeInTheDocument();
    expect(second.getByText('Paid')).toBeInTheDocument();
    expect(within(row('KC-2026-0003')).getByText('0.99 EUR')).toBeInTheDocument();
    expect(screen.getByText('3 invoices')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Client Portal' })).toHaveAttribute(
      'href',
      '/client-portal',
    );
  });

  it('offers Pay now on invoices still owed only, and a PDF link on every one', async () => {
    serve();
    renderApp('/invoices');
    await screen.findByRole('table', { name: 'Invoices' });
    expect(
      screen.getAllByRole('button', { name: /^Pay now/ }).map((button) => button.ariaLabel),
    ).toEqual(['Pay now: invoice KC-2026-0001', 'Pay now: invoice KC-2026-0003']);
    const pdf = screen.getByRole('link', { name: 'Download PDF: invoice KC-2026-0002' });
    expect(pdf).toHaveAttribute('href', `/api/invoices/${will.id}/pdf`);
    expect(pdf).toHaveAttribute('download');
  });

  it('opens the checkout with Pay now, disabled while the request runs', async () => {
    let answer!: (value: Answer) => void;
    const fetch = serve(undefined, (url, init) =>
      url === `/api/invoices/${lease.id}/checkout` && init?.method === 'POST'
        ? new Promise<Answer>((resolve) => (answer = resolve))
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/invoices');
    const pay = await screen.findByRole('button', { name: 'Pay now: invoice KC-2026-0001' });
    await user.click(pay);
    await waitFor(() => expect(pay).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Pay now: invoice KC-2026-0003' })).toBeEnabled();
    expect(redirectTo).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith(
      `/api/invoices/${lease.id}/checkout`,
      expect.objectContaining({ method: 'POST', body: undefined }),
    );

    answer({ status: 200, body: { url: 'https://checkout.stripe.com/c/pay/cs_1' } });
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
    );
    expect(pay).toBeDisabled();

    // Back from the checkout with the browser's Back button: the page is as it was, payable.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(pay).toBeEnabled());
  });

  it('says why an invoice cannot be paid, and lets the client try again', async () => {
    serve(undefined, (url) =>
      url.endsWith('/checkout')
        ? {
            status: 409,
            body: {
              error: {
                code: 'conflict',
                message: 'This invoice cannot be paid online: it is paid.',
              },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/invoices');
    const pay = await screen.findByRole('button', { name: 'Pay now: invoice KC-2026-0001' });
    await user.click(pay);
    expect(await screen.findByText('The payment could not be started')).toBeInTheDocument();
    expect(screen.getByText('This invoice cannot be paid online: it is paid.')).toBeInTheDocument();
    expect(pay).toBeEnabled();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('says No invoices found when there are none', async () => {
    serve(invoiceList([]));
    renderApp('/invoices');
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says Failed to load invoices when the list fails', async () => {
    serve({ status: 500, body: { error: { code: 'internal', message: 'Boom' } } });
    renderApp('/invoices');
    expect(await screen.findByText('Failed to load invoices')).toBeInTheDocument();
  });

  it('filters by matter from a link, and keeps a changed status in the URL', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const { location } = renderApp(`/invoices?matter_id=${matterId(2)}`);
    await screen.findByRole('table', { name: 'Invoices' });
    await waitFor(() => expect(screen.getByLabelText('Matter')).toHaveValue(matterId(2)));
    expect(listUrls(fetch)).toEqual([`/api/invoices?page=1&pageSize=20&matterId=${matterId(2)}`]);

    await user.selectOptions(screen.getByLabelText('Status'), 'Overdue');
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      matter_id: matterId(2),
      status: 'overdue',
    });
    await waitFor(() =>
      expect(listUrls(fetch).at(-1)).toBe(
        `/api/invoices?page=1&pageSize=20&status=overdue&matterId=${matterId(2)}`,
      ),
    );
  });
});

describe('InvoicesPage back from the checkout', () => {
  it('confirms the payment, says the invoice is paid, cleans the URL and shows it paid', async () => {
    let paid = false;
    let listServed!: () => void;
    const served = new Promise<void>((resolve) => (listServed = resolve));
    const fetch = mockFetch(async (url) => {
      if (url === '/api/me') return session('client@example.com');
      if (url.startsWith('/api/matters')) return matters;
      if (url === '/api/invoices/payments/confirm') {
        // The list on screen was read before the payment was confirmed.
        await served;
        paid = true;
        return { status: 200, body: { invoice: { ...lease, status: 'paid' } } };
      }
      listServed();
      return invoiceList([{ ...lease, status: paid ? 'paid' : 'sent' }]);
    });
    const { location } = renderApp('/invoices?status=sent&payment=done&session_id=cs_9');

    expect(
      await screen.findByText('Payment received: invoice KC-2026-0001 is paid.'),
    ).toBeInTheDocument();
    const confirm = fetch.mock.calls.find(([url]) => url === '/api/invoices/payments/confirm');
    expect(confirm?.[1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ sessionId: 'cs_9' }),
    });
    // The URL is cleaned by its own update, which may land after the message on a busy machine.
    await waitFor(() => expect(location().search).toBe('?status=sent'));
    await waitFor(() => expect(within(row('KC-2026-0001')).getByText('Paid')).toBeInTheDocument());
    expect(
      fetch.mock.calls.filter(([url]) => url === '/api/invoices/payments/confirm'),
    ).toHaveLength(1);
  });

  it('says so when the checkout was left unpaid', async () => {
    serve(undefined, (url) =>
      url === '/api/invoices/payments/confirm'
        ? {
            status: 402,
            body: {
              error: {
                code: 'NOT_PAID',
                message: 'The payment has not been completed. The invoice has not been paid.',
              },
            },
          }
        : undefined,
    );
    const { location } = renderApp('/invoices?payment=done&session_id=cs_9');
    expect(await screen.findByText('The payment could not be confirmed')).toBeInTheDocument();
    expect(
      screen.getByText('The payment has not been completed. The invoice has not been paid.'),
    ).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it('says calmly that a cancelled checkout charged nothing, and confirms nothing', async () => {
    const fetch = serve();
    const { location } = renderApp('/invoices?payment=cancelled');
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing was charged and the invoice is unchanged.'),
    ).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/payments/'))).toBe(false);
  });
});

describe('InvoicesPage in Greek', () => {
  it('speaks Greek, amounts and dates included', async () => {
    serve();
    renderApp('/invoices', undefined, { language: 'el' });
    const first = within(await screen.findByRole('row', { name: /KC-2026-0001/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Τιμολόγια' })).toBeInTheDocument();
    expect(first.getByText('1.234,50 EUR')).toBeInTheDocument();
    expect(first.getByText(formatFirmDate('2026-04-30', 'el'))).toBeInTheDocument();
    expect(first.getByText('Απεσταλμένο')).toBeInTheDocument();
    expect(
      first.getByRole('button', { name: 'Πληρωμή τώρα: τιμολόγιο KC-2026-0001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 τιμολόγια')).toBeInTheDocument();
  });
});
