import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { clientDocument, documentList, documentVersion } from '../../../test/document-data';
import { mockFetch, renderApp, session } from '../../../test/render';

const lease = clientDocument(1, {
  name: 'Lease.pdf',
  versions: [documentVersion(1, 2), documentVersion(1, 1)],
});

function serve(download: { status: number; body?: unknown }) {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
  const fetch = mockFetch((url) => {
    if (url === '/api/me') return session('client@example.com');
    if (url.startsWith('/api/matters')) return { status: 200, body: { matters: [], total: 0 } };
    if (url.includes('/download')) return download;
    return documentList([lease]);
  });
  const downloads = () =>
    fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/download'));
  return { saved, downloads };
}

describe('Download', () => {
  it('downloads the version asked for and says so', async () => {
    const { saved, downloads } = serve({ status: 200, body: 'bytes' });
    const user = userEvent.setup();
    renderApp('/documents');
    const card = await screen.findByRole('article', { name: 'Lease.pdf' });

    await user.click(within(card).getByRole('button', { name: 'Download Lease.pdf, version 2' }));
    expect(await screen.findByText('Document downloaded successfully')).toBeInTheDocument();
    expect(saved).toEqual(['Lease.pdf']);

    await user.click(within(card).getByRole('button', { name: 'Download Lease.pdf, version 1' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(downloads()).toEqual([
      `/api/documents/${lease.id}/download?version=${lease.versions[0]!.id}`,
      `/api/documents/${lease.id}/download?version=${lease.versions[1]!.id}`,
    ]);
  });

  it('says when the download failed, and saves nothing', async () => {
    const { saved } = serve({
      status: 404,
      body: { error: { code: 'not_found', message: 'This document does not exist.' } },
    });
    const user = userEvent.setup();
    renderApp('/documents');
    const card = await screen.findByRole('article', { name: 'Lease.pdf' });
    await user.click(within(card).getByRole('button', { name: 'Download Lease.pdf, version 2' }));
    expect(await screen.findByText('Failed to download document')).toBeInTheDocument();
    expect(saved).toEqual([]);
    // The button is usable again for another try.
    expect(
      within(card).getByRole('button', { name: 'Download Lease.pdf, version 2' }),
    ).toBeEnabled();
  });
});
