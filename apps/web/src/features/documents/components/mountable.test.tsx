import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clientDocument,
  documentList,
  documentVersion,
  matterId,
} from '../../../test/document-data';
import { installFakeXhr } from '../../../test/fake-xhr';
import { mockFetch, renderApp, session } from '../../../test/render';
import { MatterDocumentsLink } from './MatterDocumentsLink';
import { RecentDocumentsCard } from './RecentDocumentsCard';
import { UploadToMatterButton } from './UploadToMatterButton';

const at = (element: React.ReactNode) => [{ path: '/here', element }];

function serve(list: { status: number; body?: unknown }, isAdmin = false) {
  return mockFetch((url) => {
    if (url === '/api/me') return session('someone@example.com', isAdmin);
    return list;
  });
}

describe('RecentDocumentsCard', () => {
  it('asks for the last 7 days, shows three and links to /documents', async () => {
    const documents = [1, 2, 3, 4].map((n) =>
      clientDocument(n, {
        versions: [documentVersion(n, 1, { createdAt: '2026-03-10T09:00:00.000Z' })],
      }),
    );
    const fetch = serve(documentList(documents));
    renderApp('/here', at(<RecentDocumentsCard />));
    const card = await screen.findByRole('region', { name: 'Recent Documents' });
    await within(card).findByRole('link', { name: 'Document 1.pdf' });
    expect(within(card).getByText('Last 7 days')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Document 4.pdf' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Document 1.pdf' })).toHaveAttribute(
      'href',
      `/documents?matter_id=${matterId(1)}`,
    );
    expect(within(card).getByRole('link', { name: 'View all documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
    expect(fetch).toHaveBeenCalledWith('/api/documents?withinDays=7&pageSize=5', expect.anything());
  });

  it('says when there are no recent documents', async () => {
    serve(documentList([]));
    renderApp('/here', at(<RecentDocumentsCard />));
    expect(await screen.findByText('No recent documents')).toBeInTheDocument();
  });
});

describe('MatterDocumentsLink', () => {
  it("counts the matter's documents from the server's total and links to them", async () => {
    const fetch = serve(documentList([clientDocument(1)], 3));
    renderApp('/here', at(<MatterDocumentsLink matterId={matterId(4)} />));
    const link = await screen.findByRole('link', { name: '3 documents' });
    expect(link).toHaveAttribute('href', `/documents?matter_id=${matterId(4)}`);
    expect(fetch).toHaveBeenCalledWith(
      `/api/documents?matterId=${matterId(4)}&pageSize=1`,
      expect.anything(),
    );
  });
});

describe('UploadToMatterButton', () => {
  it('uploads to its matter, shared unless the firm keeps it firm-only', async () => {
    serve(documentList([]), true);
    const sent = installFakeXhr();
    const user = userEvent.setup();
    renderApp(
      '/here',
      at(<UploadToMatterButton matter={{ id: matterId(5), title: 'Estate of A. Ioannou' }} />),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Upload Document to Estate of A. Ioannou' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    expect(dialog).toHaveTextContent('Matter: Estate of A. Ioannou');
    expect(within(dialog).getByRole('radio', { name: /Shared with client/ })).toBeChecked();
    await user.upload(
      within(dialog).getByLabelText('Files'),
      new File(['x'], 'will.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe(`/api/matters/${matterId(5)}/documents`);
    expect(sent[0]!.field('accessLevel')).toBe('shared');
    act(() => sent[0]!.respond(201, { document: clientDocument(1) }));
    expect(await screen.findByText('1 file uploaded successfully')).toBeInTheDocument();
  });
});
