import { describe, expect, it } from 'vitest';
import type { AdminMatter, MatterList } from '@lexbridge/shared/schemas/matters';
import { buildTestApp, TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import {
  createAdmin,
  createClient,
  createMatter,
  createUnconfirmedClient,
  type TestUser,
} from '../../test/factories';
import { firmToday } from './service';

describe('admin matters API', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const maria = useClient(t, 'maria@example.com');
  const nikos = useClient(t, 'nikos@example.com');

  const as = (
    user: TestUser,
    method: string,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: user.cookie, origin: TEST_PUBLIC_URL, ...headers },
      ...(payload ? { payload } : {}),
    });

  it('opens a matter: active, medium priority, empty fields null', async () => {
    const response = await as(admin, 'POST', '/api/admin/matters', {
      clientId: maria.id,
      title: '  Share transfer  ',
      description: '',
      practiceArea: 'corporate-law',
      startDate: '',
      dueDate: '',
      opposingParty: '',
    });
    expect(response.statusCode).toBe(201);
    const matter = response.json<AdminMatter>();
    expect(matter).toMatchObject({
      clientId: maria.id,
      clientEmail: 'maria@example.com',
      title: 'Share transfer',
      description: null,
      practiceArea: 'corporate-law',
      status: 'active',
      priority: 'medium',
      startDate: null,
      dueDate: null,
      completionDate: null,
      opposingParty: null,
    });
    const read = await as(admin, 'GET', `/api/admin/matters/${matter.id}`);
    expect(read.json()).toEqual(matter);
  });

  it("says 'Please fill in required fields' without a title or client, in English and Greek", async () => {
    for (const body of [
      { clientId: maria.id },
      { clientId: maria.id, title: '  ' },
      { title: 'x' },
    ]) {
      const english = await as(admin, 'POST', '/api/admin/matters', body);
      expect(english.statusCode).toBe(400);
      expect(english.json().error.message).toBe('Please fill in required fields');
      const greek = await as(admin, 'POST', '/api/admin/matters', body, {
        'accept-language': 'el',
      });
      expect(greek.json().error.message).toBe('Παρακαλούμε συμπληρώστε τα υποχρεωτικά πεδία');
    }
  });

  it('refuses unknown clients, administrators as clients, bad areas, dates and due before start', async () => {
    const cases: [object, string][] = [
      [{ clientId: 'nobody', title: 'x' }, 'Choose a client from the list.'],
      [{ clientId: admin.id, title: 'x' }, 'Choose a client from the list.'],
      [
        { clientId: maria.id, title: 'x', practiceArea: 'tax law' },
        'Choose a practice area from the list.',
      ],
      [{ clientId: maria.id, title: 'x', dueDate: '2026-02-30' }, 'Dates look like 2026-03-31.'],
      [
        { clientId: maria.id, title: 'x', startDate: '2026-05-01', dueDate: '2026-04-01' },
        'The due date cannot be before the start date.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await as(admin, 'POST', '/api/admin/matters', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const greek = await as(admin, 'POST', '/api/admin/matters', cases[0]![0], {
      'accept-language': 'el',
    });
    expect(greek.json().error.message).toBe('Επιλέξτε πελάτη από τη λίστα.');
  });

  it('opens no matter for, and moves none to, an account whose address was never proven', async () => {
    const unproven = await createUnconfirmedClient(t, 'unproven@example.com');
    const english = await as(admin, 'POST', '/api/admin/matters', {
      clientId: unproven.id,
      title: 'Confidential acquisition',
    });
    expect(english.statusCode).toBe(409);
    expect(english.json().error).toEqual({
      code: 'CLIENT_UNCONFIRMED',
      message:
        'unproven@example.com has not confirmed their e-mail address yet, so no matter can be opened for them. Send them an invitation from their client page: its link confirms the address and lets them choose their password.',
    });
    const greek = await as(
      admin,
      'POST',
      '/api/admin/matters',
      { clientId: unproven.id, title: 'x' },
      { 'accept-language': 'el' },
    );
    expect(greek.json().error.message).toMatch(
      /^Η διεύθυνση e-mail unproven@example\.com δεν έχει επιβεβαιωθεί ακόμη/,
    );
    const matterId = await createMatter(t, maria.id, { title: 'Lease review' });
    const moved = await as(admin, 'PATCH', `/api/admin/matters/${matterId}`, {
      clientId: unproven.id,
    });
    expect(moved.statusCode).toBe(409);
    const mine = await as(unproven, 'GET', '/api/matters');
    expect(mine.json().total).toBe(0);
  });

  it('edits a matter an unconfirmed client already has, the dialog sending the same client', async () => {
    // Such a matter exists (opened by the client's own question, or before the rule).
    const unproven = await createUnconfirmedClient(t, 'own-question@example.com');
    const matterId = await createMatter(t, unproven.id, { title: 'My question' });
    const edited = await as(admin, 'PATCH', `/api/admin/matters/${matterId}`, {
      clientId: unproven.id,
      title: 'Question about a lease',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Question about a lease' });
  });

  it('sets the completion date to the firm’s today on completed, keeps it, and clears it when reopened', async () => {
    const id = await createMatter(t, maria.id, { title: 'Will' });
    const patch = (body: object) => as(admin, 'PATCH', `/api/admin/matters/${id}`, body);
    const completed = await patch({ status: 'completed' });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'completed', completionDate: firmToday() });

    await t.db.execute(`update matters set completion_date = '2020-01-01' where id = '${id}'`);
    expect((await patch({ status: 'completed', priority: 'high' })).json()).toMatchObject({
      completionDate: '2020-01-01',
      priority: 'high',
    });
    expect((await patch({ title: 'Will and testament' })).json()).toMatchObject({
      title: 'Will and testament',
      completionDate: '2020-01-01',
    });
    expect((await patch({ status: 'on_hold' })).json()).toMatchObject({
      status: 'on_hold',
      completionDate: null,
    });
  });

  it('edits fields, clears dates with null or an empty string, and answers 404 for a missing matter', async () => {
    const id = await createMatter(t, maria.id, { startDate: '2026-01-10', dueDate: '2026-03-01' });
    const cleared = await as(admin, 'PATCH', `/api/admin/matters/${id}`, {
      dueDate: '',
      startDate: null,
      clientId: nikos.id,
      opposingParty: ' Acme Ltd ',
    });
    expect(cleared.json()).toMatchObject({
      startDate: null,
      dueDate: null,
      clientId: nikos.id,
      opposingParty: 'Acme Ltd',
    });
    const early = await as(admin, 'PATCH', `/api/admin/matters/${id}`, { dueDate: '2026-01-01' });
    expect(early.statusCode).toBe(200);
    const before = await as(admin, 'PATCH', `/api/admin/matters/${id}`, {
      startDate: '2026-02-01',
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().error.message).toBe('The due date cannot be before the start date.');
    const status = await as(admin, 'PATCH', `/api/admin/matters/${id}`, { status: 'closed' });
    expect(status.json().error.message).toBe('Choose active, on hold, completed or cancelled.');

    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, payload] of [['GET'], ['PATCH', { title: 'x' }]] as const) {
      const response = await as(admin, method, `/api/admin/matters/${missing}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('This matter does not exist.');
    }
  });

  it('lists with search (title or client, any case or accent), status and area filters, and paging', async () => {
    const fresh = await buildTestApp();
    try {
      const boss = await createAdmin(fresh);
      const eleni = await createClient(fresh, 'eleni@example.com');
      await fresh.db.execute(
        `update users set name = 'Ελένη Παπαδοπούλου' where id = '${eleni.id}'`,
      );
      const other = await createClient(fresh, 'john@example.com');
      for (let i = 1; i <= 5; i += 1)
        await createMatter(fresh, other.id, {
          title: `Lease ${i}`,
          practiceArea: 'real-estate-law',
          createdAt: new Date(Date.UTC(2026, 0, i)),
        });
      await createMatter(fresh, eleni.id, { title: 'Διαθήκη', status: 'completed' });
      await createMatter(fresh, eleni.id, { title: 'Société Générale loan' });
      const list = async (query: string) => {
        const response = await fresh.app.inject({
          url: `/api/admin/matters?${query}`,
          headers: { cookie: boss.cookie },
        });
        expect(response.statusCode, query).toBe(200);
        return response.json<MatterList<AdminMatter>>();
      };
      const titles = async (query: string) => (await list(query)).matters.map((m) => m.title);

      expect((await list('')).total).toBe(7);
      expect(await titles('search=ΠΑΠΑΔΟΠΟΥΛΟΥ')).toHaveLength(2);
      expect(await titles('search=παπαδοπουλου')).toHaveLength(2);
      expect(await titles('search=societe')).toEqual(['Société Générale loan']);
      expect(await titles('search=ΔΙΑΘΗΚΗ')).toEqual(['Διαθήκη']);
      expect(await titles('search=50%25')).toEqual([]);
      expect(await titles('status=completed')).toEqual(['Διαθήκη']);
      expect(await titles('practiceArea=real-estate-law&pageSize=2')).toEqual([
        'Lease 5',
        'Lease 4',
      ]);
      const page3 = await list('practiceArea=real-estate-law&pageSize=2&page=3');
      expect(page3).toMatchObject({ page: 3, pageSize: 2, total: 5 });
      expect(page3.matters.map((m) => m.title)).toEqual(['Lease 1']);

      const bad = await fresh.app.inject({
        url: '/api/admin/matters?pageSize=500',
        headers: { cookie: boss.cookie, 'accept-language': 'el' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('Το μέγεθος σελίδας πρέπει να είναι από 1 έως 100.');
    } finally {
      await fresh.close();
    }
  });
});
