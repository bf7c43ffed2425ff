import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AdminMatter,
  ConflictCheckResult,
  MatterPracticeAreaChoice,
} from '@lexbridge/shared/schemas/matters';
import type { AdminClient } from '@lexbridge/shared/schemas/clients';
import { formatFirmDate } from '../../../lib/format';
import { mockFetch, renderApp, session } from '../../../test/render';

const matter: AdminMatter = {
  id: '0b7c1b1e-5f2a-4c8e-9a51-3f0e2d4c6a7b',
  title: 'Sale of the Limassol office',
  description: null,
  practiceArea: 'real-estate-law',
  practiceAreaTitle: { en: 'Real Estate Law', el: 'Δίκαιο Ακινήτων' },
  status: 'active',
  priority: 'high',
  startDate: '2026-03-02',
  dueDate: '2026-06-30',
  completionDate: null,
  createdAt: '2026-03-02T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  clientId: 'c1',
  clientName: 'Maria Georgiou',
  clientEmail: 'maria@example.com',
  opposingParty: null,
  legalHold: null,
};

const client: AdminClient = {
  id: 'c1',
  name: 'Maria Georgiou',
  email: 'maria@example.com',
  phone: null,
  language: 'el',
  awaitingPassword: false,
  confirmed: true,
  matterCount: 1,
  lastSignInAt: null,
  createdAt: '2026-01-10T08:00:00.000Z',
};

// The site's practice areas: Family Law is hidden (older matters keep it; new ones cannot).
const practiceAreas: MatterPracticeAreaChoice[] = [
  { id: 'corporate-law', title: { en: 'Corporate Law', el: 'Εταιρικό Δίκαιο' }, hidden: false },
  { id: 'real-estate-law', title: { en: 'Real Estate Law', el: 'Δίκαιο Ακινήτων' }, hidden: false },
  { id: 'family-law', title: { en: 'Family Law', el: 'Οικογενειακό Δίκαιο' }, hidden: true },
];

const noConflicts: ConflictCheckResult = { clients: [], opposingParties: [] };

type Options = { conflicts?: ConflictCheckResult; create?: number; patch?: number };

function server({ conflicts = noConflicts, create = 201, patch = 200 }: Options = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/me') return session('admin@kclaw.test', true);
    if (url.startsWith('/api/admin/clients')) {
      return { status: 200, body: { clients: [client], page: 1, pageSize: 100, total: 1 } };
    }
    if (url.startsWith('/api/admin/matters/conflicts')) return { status: 200, body: conflicts };
    if (url === '/api/admin/matters/practice-areas') return { status: 200, body: practiceAreas };
    if (init?.method === 'POST') {
      return create === 201
        ? { status: 201, body: { ...matter, id: 'new' } }
        : { status: create, body: { error: { code: 'internal', message: 'Boom' } } };
    }
    if (init?.method === 'PATCH') {
      return patch === 200
        ? { status: 200, body: { ...matter, ...JSON.parse(String(init.body)) } }
        : { status: patch, body: { error: { code: 'internal', message: 'Boom' } } };
    }
    return { status: 200, body: { matters: [matter], page: 1, pageSize: 20, total: 1 } };
  });
}

const listCalls = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => /^\/api\/admin\/matters\?/.test(url));

describe('AdminMattersPage', () => {
  it('lists matters with their client, badges and dates', async () => {
    server();
    renderApp('/admin/matters');
    const item = await screen.findByRole('article', { name: 'Sale of the Limassol office' });
    expect(within(item).getByText('Maria Georgiou')).toBeInTheDocument();
    expect(within(item).getByText('Real Estate Law')).toBeInTheDocument();
    expect(within(item).getByText('Active', { selector: 'span' })).toBeInTheDocument();
    expect(within(item).getByText('High priority', { selector: 'span' })).toBeInTheDocument();
    expect(within(item).getByText(formatFirmDate('2026-03-02'))).toBeInTheDocument();
    expect(within(item).getByText(formatFirmDate('2026-06-30'))).toBeInTheDocument();
    expect(screen.getByText('1 matter')).toBeInTheDocument();
  });

  it('keeps the search and filters in the URL and asks the server for them', async () => {
    const fetch = server();
    const user = userEvent.setup();
    const { location } = renderApp('/admin/matters?status=on_hold&page=2');
    await screen.findByRole('article', { name: 'Sale of the Limassol office' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('on_hold');
    expect(listCalls(fetch)[0]).toBe('/api/admin/matters?page=2&pageSize=20&status=on_hold');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Practice area' }), 'Family Law');
    expect(new URLSearchParams(location().search).get('practiceArea')).toBe('family-law');
    // A new filter starts again at the first page.
    expect(new URLSearchParams(location().search).get('page')).toBeNull();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by title or client' }),
      'Limassol{Enter}',
    );
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      status: 'on_hold',
      practiceArea: 'family-law',
      search: 'Limassol',
    });
    await waitFor(() =>
      expect(listCalls(fetch).at(-1)).toBe(
        '/api/admin/matters?search=Limassol&page=1&pageSize=20&status=on_hold&practiceArea=family-law',
      ),
    );
  });

  it('requires a title and a client before sending anything', async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp('/admin/matters');
    await user.click(await screen.findByRole('button', { name: 'New Matter' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Matter' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Matter' }));
    expect(await within(dialog).findAllByText('Please fill in required fields')).toHaveLength(2);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('lists possible conflicts, and creates the matter once the admin confirms', async () => {
    const fetch = server({
      conflicts: {
        clients: [{ id: 'c2', name: 'Andreas Nicolaou', email: 'andreas@example.com' }],
        opposingParties: [],
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/matters');
    await user.click(await screen.findByRole('button', { name: 'New Matter' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Matter' });
    await within(dialog).findByRole('option', { name: 'Maria Georgiou (maria@example.com)' });
    await user.selectOptions(within(dialog).getByLabelText('Client *'), 'c1');
    await user.type(within(dialog).getByLabelText('Title *'), 'Lease dispute');
    // The site's shown areas only: a hidden one is kept by older matters, not offered for new.
    await within(dialog).findByRole('option', { name: 'Real Estate Law' });
    expect(within(dialog).queryByRole('option', { name: 'Family Law' })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Practice area'), 'Real Estate Law');
    await user.type(within(dialog).getByLabelText('Opposing party (optional)'), 'Andreas Nicolaou');
    await user.click(within(dialog).getByRole('button', { name: 'Create Matter' }));

    expect(await within(dialog).findByText('Possible conflicts of interest')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Client Andreas Nicolaou (andreas@example.com)'),
    ).toBeInTheDocument();
    const checked = fetch.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('conflicts'));
    expect(checked).toEqual([
      '/api/admin/matters/conflicts?name=Andreas+Nicolaou',
      '/api/admin/matters/conflicts?name=Maria+Georgiou',
    ]);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      clientId: 'c1',
      title: 'Lease dispute',
      practiceArea: 'real-estate-law',
      priority: 'medium',
      startDate: null,
      dueDate: null,
      opposingParty: 'Andreas Nicolaou',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('finds a client by search without losing the one chosen', async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp('/admin/matters');
    await user.click(await screen.findByRole('button', { name: 'New Matter' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Matter' });
    await within(dialog).findByRole('option', { name: 'Maria Georgiou (maria@example.com)' });
    await user.selectOptions(within(dialog).getByLabelText('Client *'), 'c1');
    await user.type(within(dialog).getByLabelText('Title *'), 'Lease dispute');
    await user.type(within(dialog).getByLabelText('Find a client (name or e-mail)'), 'andr{Enter}');
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/clients?search=andr&page=1&pageSize=100',
        expect.anything(),
      ),
    );
    // Enter searched; it did not send the matter being written.
    expect(fetch.mock.calls.some(([url]) => String(url).includes('conflicts'))).toBe(false);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(within(dialog).getByLabelText('Client *')).toHaveValue('c1');
  });

  it('edits a matter: the dialog starts from its values and sends the changes', async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp('/admin/matters');
    await user.click(
      await screen.findByRole('button', { name: 'Edit Sale of the Limassol office' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Matter' });
    expect(within(dialog).getByLabelText('Title *')).toHaveValue('Sale of the Limassol office');
    expect(within(dialog).getByLabelText('Client *')).toHaveValue('c1');
    await user.clear(within(dialog).getByLabelText('Title *'));
    await user.type(within(dialog).getByLabelText('Title *'), 'Sale of the Paphos office');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Matter updated')).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe(`/api/admin/matters/${matter.id}`);
    expect(JSON.parse(String(patch[1]!.body))).toMatchObject({
      clientId: 'c1',
      title: 'Sale of the Paphos office',
      startDate: '2026-03-02',
      dueDate: '2026-06-30',
    });
  });

  it('says so when creating fails', async () => {
    server({ create: 500 });
    const user = userEvent.setup();
    renderApp('/admin/matters');
    await user.click(await screen.findByRole('button', { name: 'New Matter' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Matter' });
    await within(dialog).findByRole('option', { name: 'Maria Georgiou (maria@example.com)' });
    await user.selectOptions(within(dialog).getByLabelText('Client *'), 'c1');
    await user.type(within(dialog).getByLabelText('Title *'), 'Lease dispute');
    await user.click(within(dialog).getByRole('button', { name: 'Create Matter' }));
    expect(await screen.findByText('Failed to create project')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Boom');
  });

  it('changes a status', async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderApp('/admin/matters');
    const select = await screen.findByRole('combobox', {
      name: 'Status of Sale of the Limassol office',
    });
    await user.selectOptions(select, 'Completed');
    expect(await screen.findByText('Project status updated')).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe(`/api/admin/matters/${matter.id}`);
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ status: 'completed' });
  });

  it('says when a status change failed', async () => {
    server({ patch: 500 });
    const user = userEvent.setup();
    renderApp('/admin/matters');
    const select = await screen.findByRole('combobox', {
      name: 'Status of Sale of the Limassol office',
    });
    await user.selectOptions(select, 'On Hold');
    expect(await screen.findByText('Failed to update project')).toBeInTheDocument();
  });

  it('speaks Greek on /el', async () => {
    server();
    renderApp('/admin/matters', undefined, { language: 'el' });
    const item = await screen.findByRole('article', { name: 'Sale of the Limassol office' });
    expect(within(item).getByText('Ενεργή', { selector: 'span' })).toBeInTheDocument();
    expect(
      within(item).getByText('Προτεραιότητα: Υψηλή', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(within(item).getByText('Δίκαιο Ακινήτων')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Υποθέσεις' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Νέα Υπόθεση' })).toBeInTheDocument();
    expect(screen.getByText('1 υπόθεση')).toBeInTheDocument();
  });
});

describe('a matter’s legal hold', () => {
  it('is placed with a reason and released, each shown on the matter', async () => {
    let held: AdminMatter['legalHold'] = null;
    const fetch = mockFetch((url, init) => {
      if (url === '/api/me') return session('admin@kclaw.test', true);
      if (url.endsWith('/legal-hold')) {
        held =
          init?.method === 'PUT'
            ? {
                reason: JSON.parse(String(init.body)).reason,
                by: 'Andreas',
                at: '2026-11-28T09:00:00.000Z',
              }
            : null;
        return { status: 200, body: { ...matter, legalHold: held } };
      }
      if (url === '/api/admin/matters/practice-areas') return { status: 200, body: practiceAreas };
      if (url.startsWith('/api/admin/matters'))
        return {
          status: 200,
          body: { matters: [{ ...matter, legalHold: held }], page: 1, pageSize: 20, total: 1 },
        };
      return { status: 200, body: { clients: [], page: 1, pageSize: 100, total: 0 } };
    });
    const user = userEvent.setup();
    renderApp('/admin/matters');
    await user.click(
      await screen.findByRole('button', {
        name: 'Place Sale of the Limassol office on legal hold',
      }),
    );
    await user.type(
      screen.getByLabelText(
        'Why the matter must be kept (a claim, an investigation, a court order)',
      ),
      'Buyer threatens a claim',
    );
    await user.click(screen.getByRole('button', { name: 'Place on hold' }));
    expect(await screen.findByText('The matter is on legal hold.')).toBeInTheDocument();
    expect(await screen.findByText('Buyer threatens a claim')).toBeVisible();
    // The form that had focus is gone: focus stays with the matter's hold.
    expect(document.activeElement).toHaveTextContent('Buyer threatens a claim');
    expect(screen.getByText(/^Set by Andreas on/)).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'Release the legal hold on Sale of the Limassol office' }),
    );
    expect(await screen.findByText('The legal hold is released.')).toBeInTheDocument();
    const holds = fetch.mock.calls
      .filter(([url]) => String(url).endsWith('/legal-hold'))
      .map(([, init]) => [init?.method, init?.body ? JSON.parse(String(init.body)) : undefined]);
    expect(holds).toEqual([
      ['PUT', { reason: 'Buyer threatens a claim' }],
      ['DELETE', undefined],
    ]);
  });
});
