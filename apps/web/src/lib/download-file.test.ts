import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download-file';

function stubDownload(response: Response) {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetch);
  const saved: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
  URL.createObjectURL = vi.fn(() => 'blob:file-1');
  URL.revokeObjectURL = vi.fn();
  return { fetch, saved };
}

afterEach(() => vi.useRealTimers());

describe('downloadFile', () => {
  it("saves the body under the server's file name, sending the session cookie", async () => {
    const { fetch, saved } = stubDownload(
      new Response('%PDF-1.7', {
        status: 200,
        headers: {
          'Content-Disposition': `attachment; filename="lease.pdf"; filename*=UTF-8''Mis%C3%A9.pdf`,
        },
      }),
    );
    vi.useFakeTimers();
    await expect(downloadFile('/api/documents/d1/download', 'fallback.pdf')).resolves.toBe(
      'Misé.pdf',
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/documents/d1/download',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(saved).toEqual([{ name: 'Misé.pdf', href: 'blob:file-1' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
  });

  it('falls back to the given name without a Content-Disposition name', async () => {
    const { saved } = stubDownload(new Response('x', { status: 200 }));
    await downloadFile('/api/x', 'Lease.pdf');
    expect(saved[0]!.name).toBe('Lease.pdf');
  });

  it("throws the server's refusal and saves nothing", async () => {
    const { saved } = stubDownload(
      new Response(JSON.stringify({ error: { code: 'not_found', message: 'Gone.' } }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(downloadFile('/api/x', 'a.pdf')).rejects.toMatchObject({
      status: 404,
      message: 'Gone.',
    });
    expect(saved).toEqual([]);
  });
});
