import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminClient } from '@lexbridge/shared/schemas/clients';
import type { AdminMatter } from '@lexbridge/shared/schemas/matters';
import { matterId } from '../../../test/document-data';
import { adminInvoice, invoiceList } from '../../../test/invoice-data';
import { clientMatter } from '../../../test/matter-data';
import { mockFetch, renderApp, session } from '../../../test/render';

const person = (id: string, name: string): AdminClient => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: null,
  language: 'en',
  awaitingPassword: false,
  confirmed: true,
  matterCount: 1,
  lastSignInAt: null,
  createdAt: '2026-01-10T08:00:00.000Z',
});
const firmMatter = (n: number, title: string, clientId: string, clientName: string) =>
  ({
    ...clientMatter(n, { title }),
    clientId,
    clientName,
    clientEmail: `${clientId}@example.com`,
    opposingParty: null,
    legalHold: null,
  }) satisfies AdminMatter;

const matters = [
  firmMatter(1, 'Office lease', 'c1', 'Maria Georgiou'),
  firmMatter(2, 'Company formation', 'c2', 'Andreas Nicolaou'),
];
const pending = adminInvoice(1, { status: 'pending', description: 'Lease review' });
const paid = adminInvoice(2, {
  status: 'paid',
  matterId: matterId(2),
  matterTitle: 'Company formation',
  clientId: 'c2',
  clientName: 'Andreas Nicolaou',
  amountCents: 250_000,
  currency: 'GBP',
});
const overdue = adminInvoice(3, { status: 'overdue' });

type Answer = { status: number; body?: unknown };

/** The firm's data; `write` answers the POST and PATCH requests (success by default). */
function serve(write: (url: string, init: RequestInit) => Answer | undefined = () => undefined) {
  return mockFetch((url, init) => {
    if (init?.method === 'POST' || init?.method === 'PATCH') {
      return write(url, init) ?? { status: init.method === 'POST' ? 201 : 200, body: pending };
    }
    if (url === '/api/me') return session('admin@example.com', true);
    if (url.startsWith('/api/admin/clients?'))
      return {
        status: 200,
        body: {
          clients: [person('c1', 'Maria Georgiou'), person('c2', 'Andreas Nicolaou')],
          page: 1,
          pageSize: 100,
          total: 2,
        },
      };
    if (url.startsWith('/api/admin/clients/c2'))
      return { status: 200, body: { ...person('c2', 'Andreas Nicolaou'), matters: [matters[1]] } };
    if (url.startsWith('/api/admin/matters?')) {
      const search = new URL(url, 'http://x').searchParams.get('search') ?? '';
      const found = matters.filter((m) => m.title.toLowerCase().includes(search.toLowerCase()));
      return { status: 200, body: { matters: found, page: 1, pageSize: 100, total: found.length } };
    }
    return invoiceList([pending, paid, overdue]);
  });
}

const calls = (fetch: ReturnType<typeof serve>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init!.body)) }));

const listUrls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/invoices?'));

const row = (number: string) => within(screen.getByRole('row', { name: new RegExp(number) }));

async function openCreate(user: ReturnType<typeof userEvent.setup>, name = 'Create Invoice') {
  await user.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name }));
}

describe('AdminInvoicesPage', () => {
  it('is where /invoices sends an administrator, with the same filters', async () => {
    const fetch = serve();
    const { location } = renderApp(`/invoices?status=overdue&matter_id=${matterId(1)}`);
    await screen.findByRole('table', { name: 'Invoices' });
    expect(location().pathname).toBe('/admin/invoices');
    expect(location().search).toBe(`?status=overdue&matter_id=${matterId(1)}`);
    expect(listUrls(fetch)[0]).toBe(
      `/api/admin/invoices?page=1&pageSize=20&status=overdue&matterId=${matterId(1)}`,
    );
    await waitFor(() => expect(document.title).toBe('Invoice Management | KC Law'));
  });

  it('lists every client’s invoices with the client, and the status actions each allows', async () => {
    serve();
    renderApp('/admin/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Number',
      'Client',
      'Matter',
      'Description',
      'Amount',
      'Due date',
      'Status',
      'Actions',
    ]);
    expect(row('KC-2026-0002').getByText('Andreas Nicolaou')).toBeInTheDocument();
    expect(row('KC-2026-0002').getByText('2,500.00 GBP')).toBeInTheDocument();
    expect(row('KC-2026-0001').getByText('Pending', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
    // Mark Paid on any invoice not paid; Mark Overdue on any not overdue.
    const named = (pattern: RegExp) =>
      screen.getAllByRole('button', { name: pattern }).map((button) => button.ariaLabel);
    expect(named(/^Mark Paid/)).toEqual([
      'Mark Paid: invoice KC-2026-0001',
      'Mark Paid: invoice KC-2026-0003',
    ]);
    expect(named(/^Mark Overdue/)).toEqual([
      'Mark Overdue: invoice KC-2026-0001',
      'Mark Overdue: invoice KC-2026-0002',
    ]);
    expect(screen.getByLabelText('Status of invoice KC-2026-0002')).toHaveValue('paid');
    expect(
      row('KC-2026-0003').getByRole('link', { name: 'Download PDF: invoice KC-2026-0003' }),
    ).toHaveAttribute('href', `/api/invoices/${overdue.id}/pdf`);
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('marks an invoice paid or overdue, or sets any status, and says so', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderApp('/admin/invoices');
    await user.click(
      await screen.findByRole('button', { name: 'Mark Paid: invoice KC-2026-0001' }),
    );
    expect(await screen.findByText('Invoice status updated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark Overdue: invoice KC-2026-0002' }));
    await user.selectOptions(screen.getByLabelText('Status of invoice KC-2026-0003'), 'Cancelled');
    await waitFor(() => expect(calls(fetch, 'PATCH')).toHaveLength(3));
    expect(calls(fetch, 'PATCH')).toEqual([
      { url: `/api/admin/invoices/${pending.id}/status`, body: { status: 'paid' } },
      { url: `/api/admin/invoices/${paid.id}/status`, body: { status: 'overdue' } },
      { url: `/api/admin/invoices/${overdue.id}/status`, body: { status: 'cancelled' } },
    ]);
    // The list is read again after each change.
    await waitFor(() => expect(listUrls(fetch).length).toBeGreaterThan(1));
  });

  it('asks before Sent e-mails the client, and sends nothing when that is cancelled', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderApp('/invoices');
    const status = await screen.findByLabelText('Status of invoice KC-2026-0001');
    await user.selectOptions(status, 'Sent');
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Send invoice KC-2026-0001?' }),
    );
    expect(
      dialog.getByText(
        'Maria Georgiou (maria@example.com) will be e-mailed that invoice KC-2026-0001 is waiting, with a link to pay it online.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(status).toHaveValue('pending');
    expect(status).toHaveFocus();
    expect(calls(fetch, 'PATCH')).toEqual([]);

    await user.selectOptions(status, 'Sent');
    await user.click(await screen.findByRole('button', { name: 'Send and e-mail the client' }));
    await waitFor(() =>
      expect(calls(fetch, 'PATCH')).toEqual([
        { url: `/api/admin/invoices/${pending.id}/status`, body: { status: 'sent' } },
      ]),
    );
    expect(await screen.findByText('Invoice status updated')).toBeInTheDocument();
  });

  it('asks in Greek before Sent e-mails the client', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderApp('/invoices', undefined, { language: 'el' });
    await user.selectOptions(
      await screen.findByLabelText('Κατάσταση του τιμολογίου KC-2026-0001'),
      'Απεσταλμένο',
    );
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Αποστολή του τιμολογίου KC-2026-0001;' }),
    );
    expect(dialog.getByText(/Θα σταλεί e-mail στον\/στην Maria Georgiou/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls(fetch, 'PATCH')).toEqual([]);
  });

  it('says when a status could not be changed, with the server’s reason', async () => {
    serve(() => ({ status: 400, body: { error: { code: 'invalid', message: 'Nope.' } } }));
    const user = userEvent.setup();
    renderApp('/admin/invoices');
    await user.click(
      await screen.findByRole('button', { name: 'Mark Paid: invoice KC-2026-0001' }),
    );
    expect(await screen.findByText('Failed to update invoice status')).toBeInTheDocument();
    expect(screen.getByText('Nope.')).toBeInTheDocument();
  });

  it('creates an invoice for a matter found by search, sending the amount as typed', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderApp('/admin/invoices');
    const dialog = await openCreate(user);
    expect(dialog.getByLabelText('Currency')).toHaveValue('EUR');
    await user.type(dialog.getByLabelText('Find a matter (title or client)'), 'formation');
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/matters?search=formation&page=1&pageSize=100',
        expect.anything(),
      ),
    );
    await user.selectOptions(
      dialog.getByLabelText('Matter'),
      'Company formation (Andreas Nicolaou)',
    );

    // A Greek-style amount is not an English one: said as it is typed.
    const amount = dialog.getByLabelText('Amount');
    await user.type(amount, '1.234,50');
    expect(
      await dialog.findByText(
        'Enter the amount as a number with up to two decimals, like 1,234.50.',
      ),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '1,234.50');
    await waitFor(() => expect(amount).not.toHaveAttribute('aria-invalid'));

    await user.type(dialog.getByLabelText('Due date'), '2026-05-31');
    await user.type(dialog.getByLabelText('Description (optional)'), 'Formation documents');
    await user.selectOptions(dialog.getByLabelText('Currency'), 'GBP');
    await user.click(dialog.getByRole('button', { name: 'Create Invoice' }));

    expect(await screen.findByText('Invoice created successfully')).toBeInTheDocument();
    expect(calls(fetch, 'POST')).toEqual([
      {
        url: '/api/admin/invoices',
        body: {
          matterId: matterId(2),
          amount: '1,234.50',
          dueDate: '2026-05-31',
          description: 'Formation documents',
          currency: 'GBP',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listUrls(fetch).length).toBeGreaterThan(1));
  });

  it('asks for the matter, the amount and the due date before sending anything', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderApp('/admin/invoices');
    const dialog = await openCreate(user);
    await user.click(dialog.getByRole('button', { name: 'Create Invoice' }));
    // Under each of the three fields, and once as a toast.
    await waitFor(() =>
      expect(screen.getAllByText('Please fill in all required fields')).toHaveLength(4),
    );
    expect(dialog.getByLabelText('Matter')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Due date')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetch, 'POST')).toEqual([]);
  });

  it('keeps the form and says why when the server refuses the invoice', async () => {
    serve(() => ({
      status: 400,
      body: { error: { code: 'invalid', message: 'That matter does not exist.' } },
    }));
    const user = userEvent.setup();
    renderApp(`/admin/invoices?matter_id=${matterId(1)}`);
    const dialog = await openCreate(user);
    // The page is filtered by a matter: the new invoice is for it unless changed.
    expect(dialog.getByLabelText('Matter')).toHaveValue(matterId(1));
    await user.type(dialog.getByLabelText('Amount'), '80');
    await user.type(dialog.getByLabelText('Due date'), '2026-05-31');
    await user.click(dialog.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Failed to create invoice')).toBeInTheDocument();
    expect(screen.getAllByText('That matter does not exist.').length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Create Invoice' })).toBeInTheDocument();
  });

  it('keeps status, client and matter in the URL; another client clears the matter', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const { location } = renderApp(
      `/admin/invoices?status=pending&client_id=c1&matter_id=${matterId(1)}`,
    );
    await screen.findByRole('table', { name: 'Invoices' });
    expect(listUrls(fetch)[0]).toBe(
      `/api/admin/invoices?page=1&pageSize=20&status=pending&matterId=${matterId(1)}&clientId=c1`,
    );
    await waitFor(() => expect(screen.getByLabelText('Client')).toHaveValue('c1'));
    expect(screen.getByLabelText('Matter')).toHaveValue(matterId(1));
    expect(screen.getByLabelText('Status')).toHaveValue('pending');

    await user.selectOptions(screen.getByLabelText('Client'), 'Andreas Nicolaou');
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      status: 'pending',
      client_id: 'c2',
    });
    await screen.findByRole('option', { name: 'Company formation' });
    await user.selectOptions(screen.getByLabelText('Matter'), 'Company formation');
    expect(new URLSearchParams(location().search).get('matter_id')).toBe(matterId(2));
  });
});

describe('AdminInvoicesPage in Greek', () => {
  it('reads the amount in the Greek format and sends it so, in Greek', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    renderApp(`/admin/invoices?matter_id=${matterId(1)}`, undefined, { language: 'el' });
    await screen.findByRole('table', { name: 'Τιμολόγια' });
    expect(row('KC-2026-0001').getByText('1.234,50 EUR')).toBeInTheDocument();
    const dialog = await openCreate(user, 'Δημιουργία Τιμολογίου');
    const amount = dialog.getByLabelText('Ποσό');
    await user.type(amount, '1,234.50');
    expect(
      await dialog.findByText('Γράψτε το ποσό ως αριθμό με έως δύο δεκαδικά, π.χ. 1.234,50.'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.234,50');
    await user.type(dialog.getByLabelText('Ημερομηνία λήξης'), '2026-05-31');
    await user.click(dialog.getByRole('button', { name: 'Δημιουργία Τιμολογίου' }));

    expect(await screen.findByText('Το τιμολόγιο δημιουργήθηκε επιτυχώς')).toBeInTheDocument();
    const [post] = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toMatchObject({ amount: '1.234,50' });
    // The server reads the text in the language the request names.
    expect(post![1]!.headers).toMatchObject({ 'Accept-Language': 'el' });
  });
});
