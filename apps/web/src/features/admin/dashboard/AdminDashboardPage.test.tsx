import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardOverview } from '@lexbridge/shared/schemas/dashboard';
import { mockFetch, renderApp, session } from '../../../test/render';

/** A signed-in administrator whose profile asks for Greek. */
const greekAdmin = {
  status: 200,
  body: {
    user: { id: 'a1', email: 'admin@kclaw.test', name: 'admin', language: 'el' },
    isAdmin: true,
  },
};

const overview: DashboardOverview = {
  totalClients: 42,
  activeMatters: 17,
  revenue: [
    { currency: 'EUR', thisMonthCents: 125_000, allTimeCents: 1_234_550 },
    { currency: 'GBP', thisMonthCents: 0, allTimeCents: 40_000 },
  ],
  pendingInvoices: 5,
  overdueInvoices: 2,
  documents: 311,
  upcomingAppointments: 3,
  unreadThreads: 4,
  erasureRequests: [],
  recentMatters: [
    {
      id: 'm1',
      title: 'Office lease',
      clientName: 'Maria Georgiou',
      status: 'active',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  recentInvoices: [
    {
      id: 'i1',
      number: 'KC-2026-0007',
      matterTitle: 'Company formation',
      amountCents: 50_000,
      currency: 'EUR',
      status: 'sent',
      createdAt: '2026-11-21T09:00:00.000Z',
    },
  ],
};

const serve = (dashboard: { status: number; body?: unknown } = { status: 200, body: overview }) =>
  mockFetch((url) => {
    if (url === '/api/me') return session('admin@kclaw.test', true);
    if (url === '/api/admin/dashboard') return dashboard;
    return { status: 200, body: [] };
  });

describe('AdminDashboardPage', () => {
  it('puts open erasure requests first, each leading to its client, an overdue one said so', async () => {
    const request = {
      status: 'open' as const,
      requestedAt: '2026-10-01T09:00:00Z',
      decidedAt: null,
      clientEmail: 'x@example.com',
    };
    serve({
      status: 200,
      body: {
        ...overview,
        erasureRequests: [
          {
            ...request,
            id: 'r1',
            dueAt: '2026-11-01T09:00:00Z',
            overdue: true,
            clientId: 'c1',
            clientName: 'Anna Late',
          },
          {
            ...request,
            id: 'r2',
            dueAt: '2027-01-05T09:00:00Z',
            overdue: false,
            clientId: 'c2',
            clientName: 'Boris Soon',
          },
        ],
      },
    });
    renderApp('/admin');
    expect(await screen.findByText('Erasure requests waiting for a decision')).toBeVisible();
    expect(screen.getByRole('link', { name: /^Anna Late: overdue since/ })).toHaveAttribute(
      'href',
      '/admin/clients/c1',
    );
    expect(screen.getByRole('link', { name: /^Boris Soon: answer due by/ })).toHaveAttribute(
      'href',
      '/admin/clients/c2',
    );
  });

  it('shows every overview figure as a link to the list it counts', async () => {
    serve();
    renderApp('/admin');
    const card = async (name: RegExp) => screen.findByRole('link', { name });
    expect(await card(/Total Clients\s*42/)).toHaveAttribute('href', '/admin/clients');
    expect(await card(/Active Matters\s*17/)).toHaveAttribute(
      'href',
      '/admin/matters?status=active',
    );
    // Per currency, this month beside the all-time total; never added across currencies.
    const revenue = await card(/Monthly Revenue/);
    expect(revenue).toHaveTextContent('1,250.00 EUR');
    expect(revenue).toHaveTextContent('12,345.50 EUR all time');
    expect(revenue).toHaveTextContent('400.00 GBP all time');
    expect(revenue).toHaveAttribute('href', '/admin?tab=invoices&status=paid');
    expect(await card(/Pending Invoices\s*5/)).toHaveAttribute('href', '/admin?tab=invoices');
    expect(await card(/Overdue Invoices\s*2/)).toHaveAttribute(
      'href',
      '/admin?tab=invoices&status=overdue',
    );
    expect(await card(/Documents\s*311/)).toHaveAttribute('href', '/admin/documents');
    expect(await card(/Appointments\s*3/)).toHaveAttribute('href', '/admin/calendar');
    expect(await card(/Unread Messages\s*4/)).toHaveAttribute('href', '/messages');

    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByText('Matter: Office lease')).toBeInTheDocument();
    expect(
      within(activity).getByText('Invoice KC-2026-0007 · Company formation'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to load dashboard data' when the figures cannot be loaded", async () => {
    serve({ status: 500, body: { error: { code: 'internal', message: 'boom' } } });
    renderApp('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
  });

  it('keeps the open tab in the URL and opens the tab a link names', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const { location } = renderApp('/admin?tab=quick-actions');
    const analytics = await screen.findByRole('link', { name: /Analytics\s*How the practice/ });
    expect(analytics).toHaveAttribute('href', '/admin/analytics');
    // Quick Actions needs no figures: nothing was asked of the dashboard API.
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/admin/dashboard');

    await user.click(screen.getByRole('tab', { name: 'Banking' }));
    expect(location().search).toBe('?tab=banking');
    expect(
      await screen.findByText('No bank accounts found. Add one to get started.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(location().search).toBe('');
  });

  it('shows the dashboard and the admin layout around it in Greek', async () => {
    mockFetch((url) =>
      url === '/api/admin/dashboard' ? { status: 200, body: overview } : greekAdmin,
    );
    renderApp('/admin', undefined, { language: 'el' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Πίνακας Διαχείρισης' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Καλώς ήρθατε, admin@kclaw.test')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Σύνολο πελατών\s*42/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Γρήγορες ενέργειες' })).toBeInTheDocument();
    // The sections, Public Site and Sign Out are in the admin layout's sidebar, in Greek.
    const nav = screen.getByRole('navigation', { name: 'Σελίδες διαχείρισης' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Πίνακας ελέγχου', '/admin'],
      ['Αναλυτικά', '/admin/analytics'],
      ['Υποθέσεις', '/admin/matters'],
      ['Πελάτες', '/admin/clients'],
      ['Έγγραφα', '/admin/documents'],
      ['Ασφαλή μηνύματα', '/messages'],
      ['Τιμολόγια', '/admin/invoices'],
      ['Διαχείριση Ημερολογίου', '/admin/calendar'],
      ['Ασφάλεια', '/admin/security'],
      ['Ρυθμίσεις', '/admin/settings'],
      ['Ιστότοπος', '/admin/site'],
      ['Συνομιλίες', '/admin/messages'],
      ['Άρθρα', '/admin/articles'],
      ['Αιτήματα Επικοινωνίας', '/admin/contact-requests'],
      ['Εξερχόμενα', '/admin/outbox'],
      // The public site is a public page: its Greek URL.
      ['Δημόσιος ιστότοπος', '/el'],
      // The account page is a signed-in page: one URL whatever the language.
      ['Ο λογαριασμός μου', '/account'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Αποσύνδεση' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Πίνακας Διαχείρισης | KC Law'));
  });

  it('reminds an administrator without a display name to choose one, and only them', async () => {
    const admin = (nameChosen: boolean) => ({
      status: 200,
      body: {
        user: { id: 'a1', email: 'info@kclaw.test', name: 'info', nameChosen, language: 'en' },
        isAdmin: true,
      },
    });
    mockFetch((url) => (url === '/api/me' ? admin(false) : { status: 200, body: overview }));
    const first = renderApp('/admin');
    expect(
      await screen.findByText(
        'Clients see your replies signed “KC Law” until you choose your name.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose your name' })).toHaveAttribute(
      'href',
      '/account',
    );
    first.unmount();

    mockFetch((url) => (url === '/api/me' ? admin(true) : { status: 200, body: overview }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(screen.queryByText(/until you choose your name/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Choose your name' })).not.toBeInTheDocument();
  });

  it("follows the profile's language even when the app started in English", async () => {
    mockFetch(() => greekAdmin);
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Πίνακας Διαχείρισης' }),
    ).toBeInTheDocument();
  });
});
