import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatFirmDate } from '../../../lib/format';
import { mockFetch, renderApp, session } from '../../../test/render';
import { clientMatter, matterList } from '../../../test/matter-data';
import { appointmentList } from '../../../test/appointment-data';
import { documentList } from '../../../test/document-data';
import { clientInvoice, invoiceList } from '../../../test/invoice-data';

function serve(
  matters: ReturnType<typeof clientMatter>[],
  invoices: ReturnType<typeof invoiceList> = invoiceList([]),
) {
  return mockFetch((url) => {
    if (url === '/api/me') return session('client@example.com');
    if (url.startsWith('/api/appointments')) return appointmentList([]);
    if (url.startsWith('/api/documents')) return documentList([]);
    if (url.startsWith('/api/invoices')) return invoices;
    return matterList(matters);
  });
}

describe('ClientPortalPage', () => {
  it('welcomes the client and shows three of the five latest matters on the dashboard', async () => {
    const fetch = serve([1, 2, 3, 4, 5].map((n) => clientMatter(n)));
    renderApp('/client-portal');

    expect(await screen.findByText('Welcome, client@example.com')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Conversations' })).toHaveAttribute(
      'href',
      '/messages',
    );
    const card = screen.getByRole('region', { name: 'My Matters' });
    expect(await within(card).findByRole('link', { name: 'Matter 1' })).toHaveAttribute(
      'href',
      '/matters?matter_id=00000000-0000-4000-8000-000000000001',
    );
    expect(within(card).getByRole('link', { name: 'Matter 3' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Matter 4' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View all matters' })).toHaveAttribute(
      'href',
      '/matters',
    );
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/matters?pageSize=5');
  });

  it('says so on the dashboard when the client has no matters', async () => {
    serve([]);
    renderApp('/client-portal');
    expect(await screen.findByText('No matters found')).toBeInTheDocument();
  });

  it('opens the Projects tab, kept in the URL, with project cards and their count', async () => {
    serve([
      clientMatter(1, { status: 'on_hold', priority: 'high', startDate: '2026-03-04' }),
      clientMatter(2),
    ]);
    const user = userEvent.setup();
    const { location } = renderApp('/client-portal');

    await user.click(await screen.findByRole('tab', { name: 'Projects' }));
    expect(location().search).toBe('?tab=projects');
    expect(await screen.findByText('2 projects')).toBeInTheDocument();
    const project = screen.getByRole('article', { name: 'Matter 1' });
    expect(within(project).getByText('On Hold')).toBeInTheDocument();
    expect(within(project).getByText('High priority')).toBeInTheDocument();
    expect(within(project).getByText('Started March 4, 2026')).toBeInTheDocument();
  });

  it('shows the spec text when there are no projects yet', async () => {
    serve([]);
    renderApp('/client-portal?tab=projects');
    expect(
      await screen.findByText(
        'Your legal projects will appear here once they are created by our team.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('0 projects')).toBeInTheDocument();
  });
});

describe('the dashboard’s Invoices card', () => {
  it('shows three of the five latest invoices, how many are to pay, and the way to all', async () => {
    const invoices = [1, 2, 3, 4, 5].map((n) =>
      clientInvoice(n, { status: n === 2 ? 'overdue' : 'paid', amountCents: n * 10_000 }),
    );
    const fetch = serve([], invoiceList(invoices, { total: 9, openTotal: 2 }));
    renderApp('/client-portal');
    const card = await screen.findByRole('region', { name: 'Invoices' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `KC-2026-0001Paid100.00 EUR · Due ${formatFirmDate('2026-04-30')}`,
      `KC-2026-0002Overdue200.00 EUR · Due ${formatFirmDate('2026-04-30')}`,
      `KC-2026-0003Paid300.00 EUR · Due ${formatFirmDate('2026-04-30')}`,
    ]);
    // The server counts every open invoice, not only the five fetched.
    expect(within(card).getByText('2 invoices to pay')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View all invoices' })).toHaveAttribute(
      'href',
      '/invoices',
    );
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/invoices?pageSize=5');
  });

  it('says No pending invoices when every invoice is settled', async () => {
    serve([], invoiceList([clientInvoice(1, { status: 'paid' })]));
    renderApp('/client-portal');
    const card = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(card).findByText('No pending invoices')).toBeInTheDocument();
    expect(within(card).getByText('KC-2026-0001')).toBeInTheDocument();
  });

  it('says No invoices found when there are none', async () => {
    serve([]);
    renderApp('/client-portal');
    const card = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(card).findByText('No invoices found')).toBeInTheDocument();
    expect(within(card).queryByText('No pending invoices')).toBeNull();
  });
});
