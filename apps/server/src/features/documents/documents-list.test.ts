import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminDocument,
  ClientDocument,
  DocumentList,
} from '@lexbridge/shared/schemas/documents';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createDocument, createMatter, type TestUser } from '../../test/factories';
import { recordUpload } from './record-upload';

describe('document lists, versions and who sees what', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const anna = useClient(t, 'anna@example.com');
  const boris = useClient(t, 'boris@example.com');
  let lease: string;
  let will: string;
  beforeAll(async () => {
    lease = await createMatter(t, anna.id, { title: 'Lease' });
    will = await createMatter(t, anna.id, { title: 'Will' });
    const borisMatter = await createMatter(t, boris.id, { title: 'Boris matter' });
    await createDocument(t, lease, { name: 'Μίσθωση υπογεγραμμένη.pdf' });
    await createDocument(t, lease, { name: 'Photo.png', mimeType: 'image/png' });
    await createDocument(t, will, { name: 'Draft will.doc', mimeType: 'application/msword' });
    await createDocument(t, will, {
      name: 'Notes.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await createDocument(t, lease, { name: 'Internal memo.pdf', accessLevel: 'firm' });
    await createDocument(t, borisMatter, { name: 'Boris file.pdf' });
  });

  const get = async <T>(user: TestUser, url: string) => {
    const response = await t.app.inject({ url, headers: { cookie: user.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const names = async (user: TestUser, query = '') =>
    (await get<DocumentList<ClientDocument>>(user, `/api/documents?${query}`)).documents
      .map((d) => d.name)
      .sort();

  it('shows a client only the shared documents of their own matters', async () => {
    expect(await names(anna)).toEqual([
      'Draft will.doc',
      'Notes.docx',
      'Photo.png',
      'Μίσθωση υπογεγραμμένη.pdf',
    ]);
    expect(await names(boris)).toEqual(['Boris file.pdf']);
    const list = await get<DocumentList<ClientDocument>>(anna, '/api/documents');
    expect(list.total).toBe(4);
    expect(list.documents[0]).not.toHaveProperty('accessLevel');
  });

  it('filters by name (case and accents ignored), matter and type prefix', async () => {
    expect(await names(anna, 'search=ΜΙΣΘΩΣΗ')).toEqual(['Μίσθωση υπογεγραμμένη.pdf']);
    expect(await names(anna, `matterId=${will}`)).toEqual(['Draft will.doc', 'Notes.docx']);
    expect(await names(anna, 'type=pdf')).toEqual(['Μίσθωση υπογεγραμμένη.pdf']);
    expect(await names(anna, 'type=image')).toEqual(['Photo.png']);
    expect(await names(anna, 'type=office')).toEqual(['Draft will.doc', 'Notes.docx']);
    expect(await names(anna, 'type=text')).toEqual([]);
    expect(await names(boris, `matterId=${lease}`)).toEqual([]);
  });

  it('keeps to the last N days when asked (the dashboard card)', async () => {
    await t.db.execute(
      `update documents set updated_at = now() - interval '8 days' where name = 'Photo.png'`,
    );
    expect(await names(anna, 'withinDays=7')).not.toContain('Photo.png');
    expect(await names(anna, 'withinDays=9')).toContain('Photo.png');
  });

  it('adds a version for the same name (any case), access level and side, newest first', async () => {
    const anna1 = { id: anna.id, name: 'Anna', isAdmin: false };
    const sameName = 'μίσθωση υπογεγραμμένη.pdf'.replace('μ', 'Μ').toUpperCase();
    await createDocument(t, lease, { name: sameName, uploader: anna1 });
    await createDocument(t, lease, { name: 'Μίσθωση υπογεγραμμένη.pdf', uploader: anna1 });
    const found = (await get<DocumentList<ClientDocument>>(anna, '/api/documents?search=μισθωση'))
      .documents;
    // The firm's document keeps its own version; the client's uploads are a document of theirs.
    expect(
      found.map((doc) => [doc.latest.uploadedByFirm, doc.versions.map((v) => v.version)]),
    ).toEqual([
      [false, [2, 1]],
      [true, [1]],
    ]);
    expect(found[0]!.latest).toMatchObject({ version: 2, uploadedByName: 'Anna' });
    // A firm-only document of the same name stays apart, and unseen.
    await createDocument(t, lease, { name: 'Μίσθωση υπογεγραμμένη.pdf', accessLevel: 'firm' });
    const again = await get<DocumentList<ClientDocument>>(anna, '/api/documents?search=μισθωση');
    expect(again.documents).toHaveLength(2);
  });

  it('numbers two uploads of one name at the same moment without a clash', async () => {
    const upload = () =>
      recordUpload(t.db, {
        matterId: will,
        accessLevel: 'shared',
        file: {
          key: `test/${Math.random()}`,
          sizeBytes: 1,
          mimeType: 'application/pdf',
          safeName: 'Same time.pdf',
        },
        uploader: { id: anna.id, name: 'Anna', isAdmin: false },
      });
    const results = await Promise.all([upload(), upload(), upload()]);
    expect(results.map((r) => r.version.version).sort()).toEqual([1, 2, 3]);
    expect(new Set(results.map((r) => r.documentId)).size).toBe(1);
  });

  it('shows the firm every document, with its client and access level, filtered', async () => {
    const all = await get<DocumentList<AdminDocument>>(admin, '/api/admin/documents?pageSize=100');
    expect(all.total).toBe(9); // the client's own copy of the lease, from the test above
    const firmOnly = await get<DocumentList<AdminDocument>>(
      admin,
      '/api/admin/documents?accessLevel=firm',
    );
    expect(firmOnly.documents.map((d) => d.name).sort()).toEqual([
      'Internal memo.pdf',
      'Μίσθωση υπογεγραμμένη.pdf',
    ]);
    const borisDocs = await get<DocumentList<AdminDocument>>(
      admin,
      `/api/admin/documents?clientId=${boris.id}`,
    );
    expect(borisDocs.documents).toEqual([
      expect.objectContaining({
        name: 'Boris file.pdf',
        clientName: 'boris',
        accessLevel: 'shared',
      }),
    ]);
  });

  it('refuses an unknown type filter with a clear message', async () => {
    const response = await t.app.inject({
      url: '/api/documents?type=exe',
      headers: { cookie: anna.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Choose PDF, images, office files or text.');
  });

  it("filters by the newest version's type: a new version of another type moves the document", async () => {
    const scan = await createDocument(t, will, { name: 'Scan', mimeType: 'image/jpeg' });
    const ids = async (query: string) =>
      (await get<DocumentList<ClientDocument>>(anna, `/api/documents?${query}`)).documents.map(
        (d) => d.id,
      );
    expect(await ids('type=image')).toContain(scan);
    await createDocument(t, will, { name: 'SCAN', mimeType: 'application/pdf' });
    expect(await ids('type=image')).not.toContain(scan);
    expect(await ids('type=pdf')).toContain(scan);
  });
});
