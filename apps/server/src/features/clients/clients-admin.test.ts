import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminClientDetail, ClientList } from '@lexbridge/shared/schemas/clients';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createClient, createMatter, createUnconfirmedClient } from '../../test/factories';

describe('admin clients API', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const eleni = useClient(t, 'eleni@example.com');
  beforeAll(async () => {
    await t.db.execute(`update users set name = 'Ελένη Γεωργίου' where id = '${eleni.id}'`);
    await t.db.execute(
      `update profiles set phone = '+357 99 000000' where user_id = '${eleni.id}'`,
    );
    for (let i = 1; i <= 2; i += 1) await createClient(t, `client${i}@example.com`);
    await createUnconfirmedClient(t, 'client3@example.com');
    await createMatter(t, eleni.id, { title: 'First' });
    await createMatter(t, eleni.id, { title: 'Second', createdAt: new Date(Date.now() + 1000) });
  });

  const get = async <T>(url: string) => {
    const response = await t.app.inject({ url, headers: { cookie: admin.cookie } });
    return { status: response.statusCode, body: response.json<T>() };
  };

  it('lists every account but administrators, by name, with matters and last sign-in', async () => {
    const { body } = await get<ClientList>('/api/admin/clients');
    expect(body.total).toBe(4);
    expect(body.clients.map((c) => c.email)).not.toContain(admin.email);
    const row = body.clients.find((c) => c.id === eleni.id);
    expect(row).toMatchObject({
      name: 'Ελένη Γεωργίου',
      email: 'eleni@example.com',
      phone: '+357 99 000000',
      language: 'en',
      matterCount: 2,
      confirmed: true,
    });
    expect(row!.lastSignInAt).toEqual(expect.any(String));
    // An account whose owner never proved the address is marked so.
    expect(body.clients.find((c) => c.email === 'client3@example.com')).toMatchObject({
      confirmed: false,
    });
  });

  it('searches name or e-mail ignoring case and accents, and pages', async () => {
    const names = async (query: string) =>
      (await get<ClientList>(`/api/admin/clients?${query}`)).body.clients.map((c) => c.email);
    expect(await names('search=ΓΕΩΡΓΙΟΥ')).toEqual(['eleni@example.com']);
    expect(await names('search=ELENI@')).toEqual(['eleni@example.com']);
    expect(await names('search=partner')).toEqual([]);
    const page = await get<ClientList>('/api/admin/clients?pageSize=2&page=2');
    expect(page.body).toMatchObject({ page: 2, pageSize: 2, total: 4 });
    expect(page.body.clients).toHaveLength(2);
  });

  it("shows a client's details and matters, newest first; administrators and unknown ids are 404", async () => {
    const { status, body } = await get<AdminClientDetail>(`/api/admin/clients/${eleni.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: eleni.id, matterCount: 2, confirmed: true });
    expect(body.matters.map((m) => m.title)).toEqual(['Second', 'First']);
    for (const id of [admin.id, 'nobody']) {
      const missing = await get<{ error: { message: string } }>(`/api/admin/clients/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('This client does not exist.');
    }
  });
});
