import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminClient } from '@lexbridge/shared/schemas/clients';
import type { AdminMatter } from '@lexbridge/shared/schemas/matters';
import type { DocumentAccessEntry } from '@lexbridge/shared/schemas/documents';
import { formatDateTime } from '../../../lib/format';
import {
  adminDocument,
  documentList,
  documentVersion,
  matterId,
} from '../../../test/document-data';
import { installFakeXhr } from '../../../test/fake-xhr';
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
const firmMatter = (
  n: number,
  title: string,
  clientId: string,
  clientName: string,
): AdminMatter => ({
  ...clientMatter(n, { title }),
  clientId,
  clientName,
  clientEmail: `${clientId}@example.com`,
  opposingParty: null,
  legalHold: null,
});

const lease = adminDocument(1, {
  name: 'Lease.pdf',
  versions: [documentVersion(1, 2), documentVersion(1, 1)],
});
const draft = adminDocument(2, {
  name: 'Draft opinion.docx',
  accessLevel: 'firm',
  versions: [
    documentVersion(2, 1, {
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      uploadedByFirm: true,
      uploadedByName: 'Konstantinos Christou',
    }),
  ],
});
const entries: DocumentAccessEntry[] = [
  {
    id: 'e2',
    versionId: lease.versions[0]!.id,
    version: 2,
    userName: 'Maria Georgiou',
    action: 'download',
    createdAt: '2026-03-11T10:15:00.000Z',
  },
  {
    id: 'e1',
    versionId: lease.versions[1]!.id,
    version: 1,
    userName: 'Andreas Nicolaou',
    action: 'download',
    createdAt: '2026-03-05T08:00:00.000Z',
  },
];
const matters = [
  firmMatter(1, 'Office lease', 'c1', 'Maria Georgiou'),
  firmMatter(2, 'Company formation', 'c2', 'Andreas Nicolaou'),
];

function serve() {
  return mockFetch((url) => {
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
    if (url === `/api/admin/documents/${lease.id}/access-log`)
      return { status: 200, body: { entries } };
    if (url.endsWith('/access-log')) return { status: 200, body: { entries: [] } };
    return documentList([lease, draft]);
  });
}

const listUrls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/documents?'));

describe('AdminDocumentsPage', () => {
  it('lists every document with its client and access level', async () => {
    serve();
    renderApp('/admin/documents');
    const card = await screen.findByRole('article', { name: /Lease\.pdf/ });
    expect(within(card).getByText('Shared with client')).toBeInTheDocument();
    expect(within(card).getByText('Maria Georgiou')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: /Draft opinion/ });
    expect(within(other).getByText('Firm only')).toBeInTheDocument();
    expect(within(other).getByText('Word document')).toBeInTheDocument();
    expect(within(other).getByText('Konstantinos Christou (KC Law)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
  });

  it('keeps the filters, client and access level in the URL both ways', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const { location } = renderApp(
      `/admin/documents?client_id=c1&access_level=firm&type=office&matter_id=${matterId(1)}`,
    );
    await screen.findByRole('article', { name: /Lease\.pdf/ });
    expect(listUrls(fetch)[0]).toBe(
      `/api/admin/documents?page=1&pageSize=20&matterId=${matterId(1)}&type=office&clientId=c1&accessLevel=firm`,
    );
    expect(screen.getByLabelText('Access')).toHaveValue('firm');
    expect(screen.getByLabelText('Type')).toHaveValue('office');
    await waitFor(() => expect(screen.getByLabelText('Client')).toHaveValue('c1'));
    expect(screen.getByLabelText('Matter')).toHaveValue(matterId(1));

    await user.selectOptions(screen.getByLabelText('Access'), 'Shared with client');
    expect(new URLSearchParams(location().search).get('access_level')).toBe('shared');
    // Another client: the matter filter (of the first client) goes.
    await user.selectOptions(screen.getByLabelText('Client'), 'Andreas Nicolaou');
    const params = new URLSearchParams(location().search);
    expect(params.get('client_id')).toBe('c2');
    expect(params.get('matter_id')).toBeNull();
    // The matter select now offers that client's matters.
    await screen.findByRole('option', { name: 'Company formation' });
    await user.selectOptions(screen.getByLabelText('Matter'), 'Company formation');
    expect(new URLSearchParams(location().search).get('matter_id')).toBe(matterId(2));
    await waitFor(() =>
      expect(listUrls(fetch).at(-1)).toBe(
        `/api/admin/documents?page=1&pageSize=20&matterId=${matterId(2)}&type=office&clientId=c2&accessLevel=shared`,
      ),
    );
  });

  it('shows the access log of a document one click away, or that nobody downloaded it', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/admin/documents');
    await user.click(await screen.findByRole('button', { name: 'Access log of Lease.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access log' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Maria Georgiou');
    expect(rows[0]).toHaveTextContent(
      `downloaded v2 · ${formatDateTime('2026-03-11T10:15:00.000Z')}`,
    );
    expect(rows[1]).toHaveTextContent('Andreas Nicolaou');
    expect(rows[1]).toHaveTextContent('downloaded v1');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Access log of Draft opinion.docx' }));
    const empty = await screen.findByRole('dialog', { name: 'Access log' });
    expect(
      await within(empty).findByText('No one has downloaded this document yet.'),
    ).toBeInTheDocument();
  });

  it('uploads as the firm to a matter found by search, firm-only when chosen', async () => {
    const fetch = serve();
    const sent = installFakeXhr();
    const user = userEvent.setup();
    renderApp('/admin/documents');
    await user.click(await screen.findByRole('button', { name: 'Upload Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    await user.type(
      within(dialog).getByLabelText('Find a matter (title or client)'),
      'formation{Enter}',
    );
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/matters?search=formation&page=1&pageSize=100',
        expect.anything(),
      ),
    );
    await user.selectOptions(
      within(dialog).getByLabelText('Matter'),
      'Company formation (Andreas Nicolaou)',
    );
    await user.click(within(dialog).getByRole('radio', { name: /Firm only/ }));
    await user.upload(
      within(dialog).getByLabelText('Files'),
      new File(['x'], 'memo.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe(`/api/matters/${matterId(2)}/documents`);
    // The access level comes before the file, so the server knows it before the bytes arrive.
    expect([...(sent[0]!.body as FormData).keys()]).toEqual(['accessLevel', 'file']);
    expect(sent[0]!.field('accessLevel')).toBe('firm');
    act(() => sent[0]!.respond(201, { document: draft }));
    expect(await screen.findByText('1 file uploaded successfully')).toBeInTheDocument();
  });

  it('speaks Greek', async () => {
    serve();
    renderApp('/admin/documents', undefined, { language: 'el' });
    const card = await screen.findByRole('article', { name: /Draft opinion/ });
    expect(within(card).getByText('Μόνο για το γραφείο')).toBeInTheDocument();
    expect(within(card).getByText('Έγγραφο Word')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Ιστορικό πρόσβασης του Draft opinion.docx' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Έγγραφα' })).toBeInTheDocument();
    expect(screen.getByText('2 έγγραφα')).toBeInTheDocument();
  });
});
