import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatFirmDate } from '../../../lib/format';
import { mockFetch, renderApp, session } from '../../../test/render';
import { clientMatter, matterList } from '../../../test/matter-data';

const lease = clientMatter(1, {
  title: 'Office lease',
  description: 'Review of the lease in Limassol.',
  practiceArea: 'real-estate-law',
  practiceAreaTitle: { en: 'Real Estate Law', el: 'Δίκαιο Ακινήτων' },
  startDate: '2026-03-04',
  dueDate: '2026-06-30',
});
const will = clientMatter(2, { title: 'Family will', status: 'completed' });

function serve(list = matterList([lease, will])) {
  return mockFetch((url) => {
    if (url === '/api/me') return session('client@example.com');
    if (url === `/api/matters/${lease.id}`)
      return {
        status: 200,
        body: { ...lease, appointmentCount: 2, invoiceCount: 4, openInvoiceCount: 1 },
      };
    if (url.startsWith('/api/matters/'))
      return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    return list;
  });
}

const listUrls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/matters?'));

describe('MattersPage', () => {
  it('puts a changed filter in the URL and sends it with the request', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const { location } = renderApp('/matters');

    expect(await screen.findByRole('link', { name: 'Office lease' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Client Portal' })).toHaveAttribute(
      'href',
      '/client-portal',
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    expect(new URLSearchParams(location().search).get('status')).toBe('completed');
    await user.type(screen.getByLabelText('Search'), 'will');
    expect(new URLSearchParams(location().search).get('search')).toBe('will');
    expect(listUrls(fetch)).toContain('/api/matters?search=will&status=completed&pageSize=100');
  });

  it('fills the filters from a shared link and asks the server for that view', async () => {
    const fetch = serve();
    renderApp('/matters?search=lease&status=on_hold&practice_area=family-law');

    expect(await screen.findByLabelText('Search')).toHaveValue('lease');
    expect(screen.getByLabelText('Status')).toHaveValue('on_hold');
    expect(screen.getByLabelText('Practice area')).toHaveValue('family-law');
    await screen.findByRole('link', { name: 'Office lease' });
    expect(listUrls(fetch)).toEqual([
      '/api/matters?search=lease&status=on_hold&practiceArea=family-law&pageSize=100',
    ]);
  });

  it('opens a matter with its id in the URL, and goes back to the list', async () => {
    serve();
    const user = userEvent.setup();
    const { location } = renderApp('/matters?status=active');

    await user.click(await screen.findByRole('link', { name: 'Office lease' }));
    expect(new URLSearchParams(location().search).get('matter_id')).toBe(lease.id);
    const detail = await screen.findByRole('region', { name: 'Office lease' });
    expect(within(detail).getByText('Review of the lease in Limassol.')).toBeInTheDocument();
    expect(within(detail).getByText('March 4, 2026')).toBeInTheDocument();
    expect(within(detail).getByText('June 30, 2026')).toBeInTheDocument();
    expect(within(detail).getByText('Real Estate Law')).toBeInTheDocument();

    await user.click(within(detail).getByRole('link', { name: 'All matters' }));
    expect(location().search).toBe('?status=active');
    expect(await screen.findByRole('link', { name: 'Family will' })).toBeInTheDocument();
  });

  it('counts the matter’s invoices and those to pay, and links to them', async () => {
    serve();
    renderApp(`/matters?matter_id=${lease.id}`);
    const detail = await screen.findByRole('region', { name: 'Office lease' });
    const value = (term: string) => within(detail).getByText(term).nextElementSibling;
    expect(value('Invoices')).toHaveTextContent('4');
    expect(value('Pending invoices')).toHaveTextContent('1');
    expect(within(detail).getByRole('link', { name: 'View Invoices' })).toHaveAttribute(
      'href',
      `/invoices?matter_id=${lease.id}`,
    );
  });

  it('says so when the matter is not the client’s or does not exist', async () => {
    serve();
    renderApp(`/matters?matter_id=${will.id}`);
    expect(await screen.findByText('This matter was not found.')).toBeInTheDocument();
  });

  it('says No matters found, and shows a toast when the list fails to load', async () => {
    serve(matterList([]));
    const first = renderApp('/matters');
    expect(await screen.findByText('No matters found')).toBeInTheDocument();
    first.unmount();

    serve({ status: 500, body: { error: { code: 'internal', message: 'Oops' } } });
    renderApp('/matters');
    expect(await screen.findByText('Failed to load matters')).toBeInTheDocument();
  });

  it('shows the page and a matter in Greek', async () => {
    serve();
    renderApp(`/matters?matter_id=${lease.id}`, undefined, { language: 'el' });

    const detail = await screen.findByRole('region', { name: 'Office lease' });
    expect(screen.getByRole('heading', { level: 1, name: 'Οι Υποθέσεις μου' })).toBeInTheDocument();
    expect(within(detail).getAllByText('Ενεργή').length).toBeGreaterThan(0);
    expect(within(detail).getByText('Δίκαιο Ακινήτων')).toBeInTheDocument();
    expect(within(detail).getByText(formatFirmDate('2026-03-04', 'el'))).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'Όλες οι υποθέσεις' })).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'Προβολή Τιμολογίων' })).toHaveAttribute(
      'href',
      `/invoices?matter_id=${lease.id}`,
    );
    expect(within(detail).getByText('Εκκρεμή τιμολόγια').nextElementSibling).toHaveTextContent('1');
  });
});
