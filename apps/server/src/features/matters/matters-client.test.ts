import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientMatter, MatterList } from '@lexbridge/shared/schemas/matters';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createMatter, type TestUser } from '../../test/factories';

describe("the client's matters", () => {
  const t = useTestApp();
  const a = useClient(t, 'a@example.com');
  const b = useClient(t, 'b@example.com');
  const admin = useAdmin(t);
  let aMatter: string;
  beforeAll(async () => {
    aMatter = await createMatter(t, a.id, {
      title: 'Property purchase',
      practiceArea: 'real-estate-law',
      opposingParty: 'Seller Ltd',
    });
    await createMatter(t, a.id, { title: 'Tenancy dispute', status: 'on_hold' });
    await createMatter(t, b.id, { title: 'Property of B' });
  });

  const get = (url: string, user?: TestUser) =>
    t.app.inject({ url, headers: user ? { cookie: user.cookie } : {} });

  it('lists only the signed-in client’s own matters, with filters, without the opposing party', async () => {
    const all = (await get('/api/matters', a)).json<MatterList<ClientMatter>>();
    expect(all.total).toBe(2);
    expect(all.matters.map((m) => m.title).sort()).toEqual([
      'Property purchase',
      'Tenancy dispute',
    ]);
    expect(all.matters[0]).not.toHaveProperty('opposingParty');
    expect(all.matters[0]).not.toHaveProperty('clientId');

    const search = (await get('/api/matters?search=PROPERTY', a)).json<MatterList<ClientMatter>>();
    expect(search.matters.map((m) => m.title)).toEqual(['Property purchase']);
    const held = (await get('/api/matters?status=on_hold', a)).json<MatterList<ClientMatter>>();
    expect(held.matters.map((m) => m.title)).toEqual(['Tenancy dispute']);
    const area = await get('/api/matters?practiceArea=real-estate-law&pageSize=1', a);
    expect(area.json()).toMatchObject({ page: 1, pageSize: 1, total: 1 });

    const other = (await get('/api/matters', b)).json<MatterList<ClientMatter>>();
    expect(other.matters.map((m) => m.title)).toEqual(['Property of B']);
  });

  it('shows a matter to its client and the firm; to anyone else it does not exist', async () => {
    const own = await get(`/api/matters/${aMatter}`, a);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: aMatter, title: 'Property purchase' });
    expect((await get(`/api/matters/${aMatter}`, admin)).statusCode).toBe(200);

    const stranger = await get(`/api/matters/${aMatter}`, b);
    const missing = await get('/api/matters/00000000-0000-4000-8000-000000000000', b);
    for (const response of [stranger, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('This matter does not exist.');
    }
  });

  it('asks signed-out callers to sign in, before looking at the request', async () => {
    for (const url of ['/api/matters', '/api/matters?pageSize=nope', `/api/matters/${aMatter}`]) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });
});
