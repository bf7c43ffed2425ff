import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { firm } from '@lexbridge/shared/firm/firm';
import type {
  AdminDocument,
  ClientDocument,
  DocumentList,
} from '@lexbridge/shared/schemas/documents';
import { UPLOAD_MAX_BYTES } from '@lexbridge/shared/schemas/uploads';
import { documents, documentVersions, emailOutbox } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createMatter, type TestUser } from '../../test/factories';
import { elfBytes, pdfBytes, pngBytes } from '../../test/upload-fixtures';

/** One file (and fields before it) as the browser's FormData sends it. */
const form = (file: Buffer, name: string, fields: Record<string, string> = {}) =>
  multipartBody([{ data: file, name }], fields);

describe('uploading and downloading documents', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const anna = useClient(t, 'anna@example.com');
  const boris = useClient(t, 'boris@example.com');
  let matter: string;
  const filesStored = () => {
    const dir = path.join(t.config.dataDir, 'uploads', 'documents');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
  };
  beforeAll(async () => {
    matter = await createMatter(t, anna.id, { title: 'Lease' });
  });

  async function upload(user: TestUser, file: Buffer, name: string, fields = {}, to = matter) {
    const { payload, contentType } = await form(file, name, fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/matters/${to}/documents`,
      headers: { origin: TEST_PUBLIC_URL, cookie: user.cookie, 'content-type': contentType },
      payload,
    });
  }
  const list = async <T>(user: TestUser, url: string) =>
    (await t.app.inject({ url, headers: { cookie: user.cookie } })).json<DocumentList<T>>();
  const download = (user: TestUser, id: string, version?: string) =>
    t.app.inject({
      url: `/api/documents/${id}/download${version ? `?version=${version}` : ''}`,
      headers: { cookie: user.cookie },
    });

  it('takes a client upload as a shared document, tells the firm, and serves it back logged', async () => {
    const pdf = pdfBytes(2048);
    // A client cannot make their upload firm-only: it is shared whatever they send.
    const response = await upload(anna, pdf, 'Signed lease.pdf', { accessLevel: 'firm' });
    expect(response.statusCode, response.body).toBe(201);
    const { document } = response.json<{ document: ClientDocument }>();
    expect(document).toMatchObject({ name: 'Signed lease.pdf', matterTitle: 'Lease' });
    expect(document.latest).toMatchObject({
      version: 1,
      sizeBytes: 2048,
      mimeType: 'application/pdf',
    });
    // The mail is written after the answer (the upload never waits on it).
    const firmMails = await vi.waitFor(async () => {
      const mails = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, firm.contactEmail));
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(firmMails[0]!.text).not.toContain('Signed lease');

    const file = await download(anna, document.id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.headers['content-disposition']).toContain('Signed lease.pdf');
    const log = await t.app.inject({
      url: `/api/admin/documents/${document.id}/access-log`,
      headers: { cookie: admin.cookie },
    });
    expect(log.json().entries).toEqual([
      expect.objectContaining({ userName: 'anna', version: 1, action: 'download' }),
    ]);
    expect((await download(boris, document.id)).statusCode).toBe(404);
  });

  it('keeps versions of the same name, each downloadable', async () => {
    const second = pdfBytes(4096);
    const response = await upload(anna, second, 'SIGNED LEASE.pdf');
    const { document } = response.json<{ document: ClientDocument }>();
    expect(document.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(document.latest.uploadedByFirm).toBe(false);
    expect((await download(admin, document.id)).rawPayload.equals(second)).toBe(true);
    const first = await download(anna, document.id, document.versions[1]!.id);
    expect(first.rawPayload.length).toBe(2048);
  });

  it("never makes a client's file the current version of the firm's document of that name", async () => {
    const firmCopy = pdfBytes(1111);
    const shared = await upload(admin, firmCopy, 'Engagement letter.pdf');
    const firmDocument = shared.json<{ document: AdminDocument }>().document;
    const clientCopy = pdfBytes(2222);
    const replaced = await upload(anna, clientCopy, 'engagement LETTER.pdf');
    expect(replaced.statusCode).toBe(201);
    const clientDocument = replaced.json<{ document: ClientDocument }>().document;
    expect(clientDocument.id).not.toBe(firmDocument.id);
    expect(clientDocument.versions.map((v) => v.version)).toEqual([1]);

    // What the firm (and the client) download by default from the firm's document is still its own.
    for (const user of [admin, anna]) {
      const file = await download(user, firmDocument.id);
      expect(file.rawPayload.equals(firmCopy)).toBe(true);
    }
    const versions = await t.db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, firmDocument.id));
    expect(versions.map((v) => [v.version, v.uploadedByFirm])).toEqual([[1, true]]);
    // The firm's next upload of that name is its document's second version, not the client's.
    const next = await upload(admin, pdfBytes(3333), 'Engagement letter.pdf');
    expect(next.json<{ document: AdminDocument }>().document).toMatchObject({
      id: firmDocument.id,
      latest: { version: 2, uploadedByFirm: true },
    });
  });

  it("keeps the firm's own file current in a document where a client added a version before sides were apart", async () => {
    const firmCopy = pdfBytes(1212);
    const firmDocument = (await upload(admin, firmCopy, 'Old letter.pdf')).json<{
      document: AdminDocument;
    }>().document;
    const clientCopy = pdfBytes(3434);
    const clientDocument = (await upload(anna, clientCopy, 'Old letter (client).pdf')).json<{
      document: ClientDocument;
    }>().document;
    // Before each side versioned only its own documents, a client's upload of the same name became
    // the firm document's version 2: move the client's version there as that code did.
    await t.db
      .update(documentVersions)
      .set({ documentId: firmDocument.id, version: 2 })
      .where(eq(documentVersions.documentId, clientDocument.id));
    await t.db.delete(documents).where(eq(documents.id, clientDocument.id));

    for (const user of [admin, anna]) {
      const file = await download(user, firmDocument.id);
      expect(file.rawPayload.equals(firmCopy)).toBe(true);
    }
    const listed = await list<AdminDocument>(admin, `/api/admin/documents?matterId=${matter}`);
    const shown = listed.documents.find((document) => document.id === firmDocument.id)!;
    expect(shown.latest).toMatchObject({ version: 1, uploadedByFirm: true });
    expect(shown.versions.map((v) => [v.version, v.uploadedByFirm])).toEqual([
      [2, false],
      [1, true],
    ]);
    // The client's file stays in the history, downloadable by its own version.
    const older = await download(admin, firmDocument.id, shown.versions[0]!.id);
    expect(older.rawPayload.equals(clientCopy)).toBe(true);
  });

  it('keeps a firm-only document from the client everywhere', async () => {
    const response = await upload(admin, pngBytes(), 'Internal photo.png', { accessLevel: 'firm' });
    expect(response.statusCode).toBe(201);
    const { document } = response.json<{ document: AdminDocument }>();
    expect(document.accessLevel).toBe('firm');
    const names = (await list<ClientDocument>(anna, '/api/documents')).documents.map((d) => d.name);
    expect(names).not.toContain('Internal photo.png');
    expect((await download(anna, document.id)).statusCode).toBe(404);
    expect((await download(admin, document.id)).statusCode).toBe(200);
    const clientMails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, anna.email));
    expect(clientMails.map((m) => m.subject).join()).toContain('New document');
    expect(clientMails).toHaveLength(1); // the shared version 2 above; firm-only mails nobody
  });

  it('refuses what it must, leaving nothing behind', async () => {
    const before = {
      files: filesStored(),
      rows: (await t.db.select().from(documentVersions)).length,
    };
    const tooBig = await upload(anna, pdfBytes(UPLOAD_MAX_BYTES + 1), 'Big.pdf');
    expect(tooBig.statusCode).toBe(413);
    const renamed = await upload(anna, elfBytes(), 'report.pdf');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toMatch(/PDF/);
    expect(filesStored()).toBe(before.files);
    expect(await t.db.select().from(documentVersions)).toHaveLength(before.rows);
    expect((await upload(boris, pdfBytes(), 'Mine.pdf')).statusCode).toBe(404);
    const exact = await upload(anna, pdfBytes(UPLOAD_MAX_BYTES), 'Exactly ten.pdf');
    expect(exact.statusCode).toBe(201);
  });

  it('stores a name that tries to leave its folder as plain metadata', async () => {
    const response = await upload(anna, pdfBytes(), '../../etc/passwd.pdf');
    expect(response.statusCode).toBe(201);
    const { document } = response.json<{ document: ClientDocument }>();
    expect(document.name).not.toContain('/');
    expect(document.name).not.toContain('..');
    const [row] = await t.db.select().from(documents).where(eq(documents.id, document.id));
    const [version] = await t.db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, document.id));
    expect(row!.name).toBe(document.name);
    expect(version!.storageKey).not.toContain('passwd');
  });
});
