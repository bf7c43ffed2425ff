import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalyticsReport } from '@lexbridge/shared/schemas/analytics';
import { mockFetch, renderApp, session } from '../../../test/render';

const months = ['2026-04', '2026-05', '2026-06'];
const report: AnalyticsReport = {
  months: 3,
  timeZone: 'Europe/Nicosia',
  consultations: [
    { month: '2026-04', count: 1 },
    { month: '2026-05', count: 0 },
    { month: '2026-06', count: 2 },
  ],
  consultationRevenue: [
    {
      currency: 'EUR',
      months: [
        { month: '2026-04', cents: 75_00 },
        { month: '2026-05', cents: 0 },
        { month: '2026-06', cents: 150_00 },
      ],
    },
  ],
  invoices: [
    {
      currency: 'EUR',
      months: [
        { month: '2026-04', invoicedCents: 1_234_50, paidCents: 0 },
        { month: '2026-05', invoicedCents: 0, paidCents: 250_00 },
        { month: '2026-06', invoicedCents: 40_00, paidCents: 100_00 },
      ],
    },
    {
      currency: 'GBP',
      months: months.map((month) => ({
        month,
        invoicedCents: month === '2026-05' ? 80_00 : 0,
        paidCents: 0,
      })),
    },
  ],
  newClients: months.map((month, i) => ({ month, count: i })),
  mattersByPracticeArea: [
    {
      practiceArea: 'real-estate-law',
      title: { en: 'Real Estate Law', el: 'Δίκαιο Ακινήτων' },
      count: 2,
    },
    {
      practiceArea: 'corporate-law',
      title: { en: 'Corporate Law', el: 'Εταιρικό Δίκαιο' },
      count: 1,
    },
    { practiceArea: null, title: null, count: 1 },
  ],
  mattersByStatus: [
    { status: 'active', count: 2 },
    { status: 'on_hold', count: 1 },
    { status: 'completed', count: 1 },
    { status: 'cancelled', count: 0 },
  ],
  weeklyActivity: [
    { week: '2026-06-08', conversations: 1, messages: 2 },
    { week: '2026-06-15', conversations: 0, messages: 1 },
  ],
};

/** An administrator's session and the report, or `failure` for the analytics request. */
function serve(failure?: { status: number }) {
  return mockFetch((url) => {
    if (url === '/api/me') return session('admin@example.com', true);
    if (url.startsWith('/api/admin/analytics')) {
      return failure ?? { status: 200, body: { ...report, months: Number(url.split('=')[1]) } };
    }
    return { status: 404 };
  });
}

/** The rows of a chart's table alternative, found by its caption, as text per cell. */
const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('AnalyticsPage', () => {
  it('gives every chart a heading and its figures as a table for screen readers', async () => {
    const fetch = serve();
    renderApp('/admin/analytics?months=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Paid consultations' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/admin/analytics?months=3', expect.anything());
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Paid consultations',
      'Consultation revenue (EUR)',
      'Invoiced vs paid (EUR)',
      'Invoiced vs paid (GBP)',
      'New clients',
      'Matters by practice area',
      'Matters by status',
      'Chat and portal messages per week',
    ]);
    expect(rows('Paid consultations')).toEqual([
      ['Month', 'Consultations'],
      ['April 2026', '1'],
      ['May 2026', '0'],
      ['June 2026', '2'],
    ]);
    expect(rows('Invoiced vs paid (EUR)')).toEqual([
      ['Month', 'Invoiced', 'Paid'],
      ['April 2026', '1,234.50 EUR', '0.00 EUR'],
      ['May 2026', '0.00 EUR', '250.00 EUR'],
      ['June 2026', '40.00 EUR', '100.00 EUR'],
    ]);
    expect(rows('Matters by practice area')).toEqual([
      ['Practice area', 'Matters'],
      ['Real Estate Law', '2'],
      ['Corporate Law', '1'],
      ['No practice area', '1'],
    ]);
    expect(rows('Matters by status').slice(1, 3)).toEqual([
      ['Active', '2'],
      ['On Hold', '1'],
    ]);
    expect(rows('Chat and portal messages per week')).toEqual([
      ['Week of', 'Chat conversations', 'Portal messages'],
      ['8 June 2026', '1', '2'],
      ['15 June 2026', '0', '1'],
    ]);
  });

  it('shows a table on request, and keeps the chosen period in the URL', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const { location } = renderApp('/admin/analytics');
    const section = (await screen.findByRole('heading', { name: 'New clients' })).closest(
      'section',
    )!;
    // The table is there for screen readers, out of sight until asked for.
    const table = within(section).getByRole('table', { name: 'New clients' }).parentElement;
    expect(table).toHaveClass('sr-only');
    await user.click(within(section).getByRole('button', { name: 'Show as table' }));
    expect(table).not.toHaveClass('sr-only');
    expect(within(section).getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    expect(fetch).toHaveBeenCalledWith('/api/admin/analytics?months=6', expect.anything());
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 12 months');
    expect(location().search).toBe('?months=12');
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/admin/analytics?months=12', expect.anything()),
    );
    expect(screen.getByLabelText('Period')).toHaveValue('12');
  });

  it('says the data could not be loaded, and loads it again on request', async () => {
    const fetch = serve({ status: 500 });
    const user = userEvent.setup();
    renderApp('/admin/analytics');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load analytics data');
    serve();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'New clients' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is in Greek for a Greek administrator, amounts in the Greek format', async () => {
    mockFetch((url) =>
      url === '/api/me'
        ? {
            status: 200,
            body: {
              user: { id: 'a1', email: 'admin@kclaw.test', name: 'admin', language: 'el' },
              isAdmin: true,
            },
          }
        : { status: 200, body: report },
    );
    renderApp('/admin/analytics?months=3', undefined, { language: 'el' });
    expect(
      await screen.findByRole('heading', { name: 'Τιμολογημένα και εισπραγμένα (EUR)' }),
    ).toBeInTheDocument();
    expect(rows('Τιμολογημένα και εισπραγμένα (EUR)')[1]).toEqual([
      'Απρίλιος 2026',
      '1.234,50 EUR',
      '0,00 EUR',
    ]);
    expect(screen.getByLabelText('Περίοδος')).toHaveValue('3');
  });
});
