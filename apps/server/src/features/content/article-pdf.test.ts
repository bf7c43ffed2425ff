import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import {
  ARTICLE_PDF_MAX_BYTES,
  type AdminArticle,
  type ArticleListResponse,
} from '@lexbridge/shared/schemas/articles';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { createAdmin, createArticle, createClient } from '../../test/factories';

const pdfBytes = (size = 64) => {
  const data = Buffer.alloc(size, 0x20);
  data.write('%PDF-1.7\n', 0, 'latin1');
  return data;
};

/** A multipart body with one `file` part. */
const multipart = (data: Buffer, name: string, type = 'application/pdf') =>
  multipartBody([{ data, name, type }]);

describe('publication PDF', () => {
  const t = useTestApp();
  let admin: string;
  let client: string;
  let id: string;
  const uploadsDir = () => path.join(t.config.dataDir, 'uploads', 'publications');

  beforeAll(async () => {
    admin = (await createAdmin(t)).cookie;
    client = (await createClient(t)).cookie;
    id = await createArticle(t, { slug: 'gdpr-guide' }, { published: true });
  });

  async function upload(data: Buffer, fileName: string, cookie = admin, type?: string) {
    const body = await multipart(data, fileName, type);
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${id}/pdf`,
      headers: { origin: TEST_PUBLIC_URL, cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  it('is refused to strangers and clients', async () => {
    expect((await upload(pdfBytes(), 'a.pdf', '')).statusCode).toBe(401);
    expect((await upload(pdfBytes(), 'a.pdf', client)).statusCode).toBe(403);
  });

  it('refuses a file that is not a PDF by its content, whatever its name and type say', async () => {
    const response = await upload(Buffer.from('<html>not a pdf</html>'), 'fake.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'NOT_A_PDF',
        message: 'Only PDF files can be attached. This file is not a PDF.',
      },
    });
  });

  it('refuses a file over 10 MB and stores nothing', async () => {
    const response = await upload(pdfBytes(ARTICLE_PDF_MAX_BYTES + 1), 'big.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(
      'The file is larger than 10 MB. Choose a smaller PDF.',
    );
    expect(fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []).toEqual([]);
  });

  it('stores a PDF under a server-generated name and downloads it as an attachment', async () => {
    const data = pdfBytes(ARTICLE_PDF_MAX_BYTES); // exactly the limit is allowed
    const response = await upload(data, '../../GDPR Guide (2026).pdf');
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminArticle>().pdf).toMatchObject({
      fileName: 'GDPR-Guide-2026.pdf',
      sizeBytes: data.length,
    });
    const stored = fs.readdirSync(uploadsDir());
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f-]{36}$/);

    const download = await t.app.inject({ method: 'GET', url: '/api/articles/gdpr-guide/pdf' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="GDPR-Guide-2026.pdf"',
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(data)).toBe(true);

    const list = await t.app.inject({ method: 'GET', url: '/api/articles?withPdf=true' });
    expect(list.json<ArticleListResponse>().articles.map((a) => a.pdfUrl)).toEqual([
      '/api/articles/gdpr-guide/pdf',
    ]);
  });

  it('replaces the file (the old one is removed) and removes it on request', async () => {
    const before = fs.readdirSync(uploadsDir());
    expect((await upload(pdfBytes(100), 'second.pdf')).statusCode).toBe(200);
    const after = fs.readdirSync(uploadsDir());
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/articles/${id}/pdf`,
      headers: { origin: TEST_PUBLIC_URL, cookie: admin },
    });
    expect(removed.statusCode).toBe(204);
    const reread = await t.app.inject({
      url: `/api/admin/articles/${id}`,
      headers: { cookie: admin },
    });
    expect(reread.json<AdminArticle>().pdf).toBeNull();
    expect(fs.readdirSync(uploadsDir())).toEqual([]);
    const download = await t.app.inject({ method: 'GET', url: '/api/articles/gdpr-guide/pdf' });
    expect(download.statusCode).toBe(404);
  });

  it('does not serve the file of an unpublished article', async () => {
    expect((await upload(pdfBytes(), 'x.pdf')).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/articles/${id}/unpublish`,
      headers: { origin: TEST_PUBLIC_URL, cookie: admin },
    });
    const download = await t.app.inject({ method: 'GET', url: '/api/articles/gdpr-guide/pdf' });
    expect(download.statusCode).toBe(404);
  });

  it('removes the file with the article', async () => {
    expect(fs.readdirSync(uploadsDir())).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/articles/${id}`,
      headers: { origin: TEST_PUBLIC_URL, cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    expect(fs.readdirSync(uploadsDir())).toEqual([]);
  });
});
