import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminClient, AdminClientDetail } from '@lexbridge/shared/schemas/clients';
import { formatDateTime } from '../../../lib/format';
import { mockFetch, renderApp, session } from '../../../test/render';

const client: AdminClient = {
  id: 'c1',
  name: 'Maria Georgiou',
  email: 'maria@example.com',
  phone: '+357 99 123456',
  language: 'el',
  awaitingPassword: false,
  confirmed: true,
  matterCount: 2,
  lastSignInAt: '2026-03-04T08:30:00.000Z',
  createdAt: '2026-01-10T08:00:00.000Z',
};

const detail: AdminClientDetail = {
  ...client,
  matters: [
    {
      id: '0b7c1b1e-5f2a-4c8e-9a51-3f0e2d4c6a7b',
      title: 'Sale of the Limassol office',
      description: null,
      practiceArea: 'real-estate-law',
      practiceAreaTitle: { en: 'Real Estate Law', el: 'Δίκαιο Ακινήτων' },
      status: 'on_hold',
      priority: 'urgent',
      startDate: null,
      dueDate: null,
      completionDate: null,
      createdAt: '2026-03-02T08:00:00.000Z',
      updatedAt: '2026-03-02T08:00:00.000Z',
      clientId: 'c1',
      clientName: 'Maria Georgiou',
      clientEmail: 'maria@example.com',
      opposingParty: null,
      legalHold: null,
    },
  ],
};

function server() {
  return mockFetch((url) => {
    if (url === '/api/me') return session('admin@kclaw.test', true);
    if (url.endsWith('/data-export')) return { status: 200, body: { export: null } };
    if (url.endsWith('/erasure-requests')) return { status: 200, body: { requests: [] } };
    if (url === '/api/admin/clients/c1') return { status: 200, body: detail };
    return { status: 200, body: { clients: [client], page: 1, pageSize: 20, total: 41 } };
  });
}

describe('AdminClientsPage', () => {
  it('lists clients and searches by name or e-mail through the URL', async () => {
    const fetch = server();
    const user = userEvent.setup();
    const { location } = renderApp('/admin/clients');
    const item = await screen.findByRole('article', { name: 'Maria Georgiou' });
    expect(within(item).getByText('maria@example.com')).toBeInTheDocument();
    expect(within(item).getByText('+357 99 123456')).toBeInTheDocument();
    expect(within(item).getByText('Greek')).toBeInTheDocument();
    expect(within(item).getByText(formatDateTime(client.lastSignInAt!))).toBeInTheDocument();
    expect(within(item).getByText('Matters: 2')).toBeInTheDocument();
    expect(screen.getByText('41 clients')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name or e-mail' }),
      'maria{Enter}',
    );
    expect(location().search).toBe('?search=maria');
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/clients?search=maria&page=1&pageSize=20',
        expect.anything(),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location().search).toBe('?search=maria&page=2');
  });

  it("shows a client's details and matters, in Greek", async () => {
    server();
    renderApp('/admin/clients/c1', undefined, { language: 'el' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maria Georgiou' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Ελληνικά', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Sale of the Limassol office')).toBeInTheDocument();
    expect(screen.getByText('Σε αναμονή')).toBeInTheDocument();
    expect(screen.getByText('Προτεραιότητα: Επείγουσα')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Όλοι οι πελάτες' })).toHaveAttribute(
      'href',
      '/admin/clients',
    );
  });
});

describe('an account whose owner never proved the address', () => {
  const unconfirmed: AdminClient = { ...client, id: 'c2', name: 'Early Bird', confirmed: false };
  function unconfirmedServer() {
    return mockFetch((url, init) => {
      if (url === '/api/me') return session('admin@kclaw.test', true);
      if (url.endsWith('/data-export')) return { status: 200, body: { export: null } };
      if (url.endsWith('/erasure-requests')) return { status: 200, body: { requests: [] } };
      if (url === '/api/admin/clients/c2/invitation' && init?.method === 'POST')
        return { status: 204 };
      if (url.startsWith('/api/admin/appointments?'))
        return { status: 200, body: { appointments: [] } };
      if (url === '/api/admin/clients/c2')
        return { status: 200, body: { ...unconfirmed, matters: [] } };
      return { status: 200, body: { clients: [unconfirmed], page: 1, pageSize: 20, total: 1 } };
    });
  }

  it('is marked Unconfirmed in the list', async () => {
    unconfirmedServer();
    renderApp('/admin/clients');
    const item = await screen.findByRole('article', { name: 'Early Bird' });
    expect(within(item).getByText('Unconfirmed')).toBeInTheDocument();
  });

  it('says so on its page, in Greek, and sends the invitation that proves the address', async () => {
    const fetch = unconfirmedServer();
    const user = userEvent.setup();
    renderApp('/admin/clients/c2', undefined, { language: 'el' });
    expect(
      await screen.findByText(/δεν έχει επιβεβαιώσει τη διεύθυνση e-mail του/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Αποστολή πρόσκλησης' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/clients/c2/invitation',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });
});
