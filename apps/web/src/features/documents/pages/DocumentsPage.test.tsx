import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatFirmDate } from '../../../lib/format';
import {
  clientDocument,
  documentList,
  documentVersion,
  matterId,
} from '../../../test/document-data';
import { clientMatter, matterList } from '../../../test/matter-data';
import { mockFetch, renderApp, session } from '../../../test/render';

const lease = clientDocument(1, {
  name: 'Lease.pdf',
  versions: [
    documentVersion(1, 2, {
      sizeBytes: 1_572_864,
      uploadedByName: 'Konstantinos Christou',
      uploadedByFirm: true,
      createdAt: '2026-03-10T09:00:00.000Z',
    }),
    documentVersion(1, 1, { sizeBytes: 2048, createdAt: '2026-03-02T09:00:00.000Z' }),
  ],
});
const photo = clientDocument(2, {
  name: 'Site.png',
  matterId: matterId(2),
  matterTitle: 'Family will',
  versions: [documentVersion(2, 1, { mimeType: 'image/png', sizeBytes: 900 })],
});
const matters = matterList([
  clientMatter(1, { title: 'Office lease' }),
  clientMatter(2, { title: 'Family will' }),
]);

type Answer = { status: number; body?: unknown };

function serve({
  list = documentList([lease, photo]),
  download,
}: { list?: Answer; download?: Answer } = {}) {
  return mockFetch((url) => {
    if (url === '/api/me') return session('client@example.com');
    if (url.startsWith('/api/matters')) return matters;
    if (url.includes('/download')) return download ?? { status: 200, body: 'file' };
    return list;
  });
}

const listUrls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/documents?'));

describe('DocumentsPage', () => {
  it('shows each document with its matter, size, type, date, version, uploader and earlier versions', async () => {
    serve();
    renderApp('/documents');
    const card = await screen.findByRole('article', { name: 'Lease.pdf' });
    expect(screen.getByRole('link', { name: 'Back to Client Portal' })).toHaveAttribute(
      'href',
      '/client-portal',
    );
    expect(within(card).getByText('Office lease')).toBeInTheDocument();
    expect(within(card).getByText('1.5 MB')).toBeInTheDocument();
    expect(within(card).getByText('PDF document')).toBeInTheDocument();
    expect(within(card).getByText(formatFirmDate('2026-03-10T09:00:00.000Z'))).toBeInTheDocument();
    expect(within(card).getByText('v2')).toBeInTheDocument();
    expect(within(card).getByText('Konstantinos Christou (KC Law)')).toBeInTheDocument();
    const earlier = within(card).getByRole('list', { name: 'Earlier versions' });
    expect(earlier).toHaveTextContent(/v1.*2 KB, by Maria Georgiou \(client\)/);
    expect(
      within(earlier).getByRole('button', { name: 'Download Lease.pdf, version 1' }),
    ).toBeInTheDocument();

    const other = screen.getByRole('article', { name: 'Site.png' });
    expect(within(other).getByText('PNG image')).toBeInTheDocument();
    expect(within(other).getByText('900 Bytes')).toBeInTheDocument();
    expect(within(other).queryByRole('list', { name: 'Earlier versions' })).toBeNull();
    expect(screen.getByText('2 documents')).toBeInTheDocument();
  });

  it('fills the filters from a shared link and asks the server for that view', async () => {
    const fetch = serve();
    renderApp(`/documents?search=lease&matter_id=${matterId(2)}&type=pdf`);
    await screen.findByRole('article', { name: 'Lease.pdf' });
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('lease');
    await waitFor(() => expect(screen.getByLabelText('Matter')).toHaveValue(matterId(2)));
    expect(screen.getByLabelText('Type')).toHaveValue('pdf');
    expect(listUrls(fetch)).toEqual([
      `/api/documents?search=lease&page=1&pageSize=20&matterId=${matterId(2)}&type=pdf`,
    ]);
  });

  it('puts each changed filter in the URL and sends it with the request', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    const { location } = renderApp('/documents');
    await screen.findByRole('article', { name: 'Lease.pdf' });
    await screen.findByRole('option', { name: 'Family will' });

    await user.selectOptions(screen.getByLabelText('Type'), 'Images');
    await user.selectOptions(screen.getByLabelText('Matter'), 'Family will');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'site{Enter}');
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      type: 'image',
      matter_id: matterId(2),
      search: 'site',
    });
    await waitFor(() =>
      expect(listUrls(fetch).at(-1)).toBe(
        `/api/documents?search=site&page=1&pageSize=20&matterId=${matterId(2)}&type=image`,
      ),
    );

    await user.selectOptions(screen.getByLabelText('Type'), 'All types');
    expect(new URLSearchParams(location().search).get('type')).toBeNull();
  });

  it('ignores filter values the server would refuse', async () => {
    const fetch = serve();
    renderApp('/documents?matter_id=nope&type=video');
    await screen.findByRole('article', { name: 'Lease.pdf' });
    expect(listUrls(fetch)).toEqual(['/api/documents?page=1&pageSize=20']);
  });

  it('says when there are no documents', async () => {
    serve({ list: documentList([]) });
    renderApp('/documents');
    expect(await screen.findByText('No documents found')).toBeInTheDocument();
  });

  it('says when the documents failed to load', async () => {
    serve({ list: { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    renderApp('/documents');
    expect(await screen.findByText('Failed to load documents')).toBeInTheDocument();
  });
});

describe('DocumentsPage in Greek', () => {
  it('speaks Greek, numbers included', async () => {
    serve();
    renderApp('/documents', undefined, { language: 'el' });
    const card = await screen.findByRole('article', { name: 'Lease.pdf' });
    expect(screen.getByRole('heading', { level: 1, name: 'Έγγραφα' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ανέβασμα Εγγράφων' })).toBeInTheDocument();
    expect(screen.getByLabelText('Τύπος')).toHaveTextContent('Αρχεία Office');
    expect(within(card).getByText('1,5 MB')).toBeInTheDocument();
    expect(within(card).getByText('Έγγραφο PDF')).toBeInTheDocument();
    expect(within(card).getByText('έκδ. 2')).toBeInTheDocument();
    expect(within(card).getByText('Konstantinos Christou (KC Law)')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Λήψη Lease.pdf, έκδοση 2' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Προηγούμενες εκδόσεις')).toBeInTheDocument();
  });
});
