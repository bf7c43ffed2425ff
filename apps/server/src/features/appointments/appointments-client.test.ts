import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientAppointmentList } from '@lexbridge/shared/schemas/appointments';
import { bookings, users } from '../../db/schema/index';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createAppointment, createMatter, type TestUser } from '../../test/factories';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

const t = useTestApp();
const a = useClient(t, 'a@example.com');
const b = useClient(t, 'b@example.com');
const admin = useAdmin(t);
const ids: Record<string, string> = {};
beforeAll(async () => {
  ids.aMatter = await createMatter(t, a.id, { title: 'Lease' });
  ids.aOther = await createMatter(t, a.id, { title: 'Will' });
  ids.bMatter = await createMatter(t, b.id);
  // A's address is not proven yet (a case below proves it): a consultation booked with an address
  // counts as theirs only once they have proved they own it.
  await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, a.id));
  const on = (matter: string, title: string, startsAt: Date, status = 'scheduled' as const) =>
    createAppointment(t, matter, { title, startsAt, status });
  ids.soon = await on(ids.aMatter, 'Soon', inDays(2));
  ids.sooner = await on(ids.aOther, 'Sooner', inDays(1));
  ids.past = await on(ids.aMatter, 'Past', inDays(-1));
  ids.far = await on(ids.aMatter, 'Far', inDays(31));
  await createAppointment(t, ids.aMatter, {
    title: 'Off',
    startsAt: inDays(3),
    status: 'cancelled',
  });
  ids.bOwn = await on(ids.bMatter, 'Of B', inDays(1));
  // A paid consultation booked with A's address, and an unpaid hold.
  const booking = {
    type: 'initial',
    typeName: { en: 'First talk', el: 'Πρώτη συζήτηση' },
    clientName: 'A',
    clientEmail: 'A@Example.com',
  } as const;
  const rest = { amountCents: 5000, currency: 'eur', holdExpiresAt: inDays(1) };
  const [paid] = await t.db
    .insert(bookings)
    .values({
      ...booking,
      ...rest,
      startAt: inDays(5),
      endAt: new Date(inDays(5).getTime() + 30 * 60_000),
      status: 'confirmed',
      confirmedAt: new Date(),
      paymentProvider: 'test',
    })
    .returning();
  ids.consultation = paid!.id;
  await t.db.insert(bookings).values({
    ...booking,
    ...rest,
    startAt: inDays(6),
    endAt: new Date(inDays(6).getTime() + 30 * 60_000),
    paymentProvider: 'test',
  });
});

const get = (url: string, user?: TestUser) =>
  t.app.inject({ url, headers: user ? { cookie: user.cookie } : {} });
const list = async (url: string, user: TestUser) => {
  const response = await get(url, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ClientAppointmentList>();
};
const idsOf = (result: ClientAppointmentList) => result.appointments.map((entry) => entry.id);

describe("the client's appointments", () => {
  it('lists only their own, soonest first, with each matter’s title', async () => {
    const all = await list('/api/appointments', a);
    expect(all.total).toBe(5);
    expect(idsOf(all)).toEqual([ids.past, ids.sooner, ids.soon, expect.any(String), ids.far]);
    expect(all.appointments[1]).toMatchObject({ kind: 'appointment', matterTitle: 'Will' });
    expect(idsOf(await list('/api/appointments', b))).toEqual([ids.bOwn]);
    expect(idsOf(await list('/api/appointments', admin))).toEqual([]);
  });

  it('upcoming: scheduled ones from now to 30 days ahead, consultations of a confirmed address too', async () => {
    const unconfirmed = await list('/api/appointments?upcoming=true', a);
    expect(idsOf(unconfirmed)).toEqual([ids.sooner, ids.soon]);

    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, a.id));
    const upcoming = await list('/api/appointments?upcoming=true', a);
    expect(idsOf(upcoming)).toEqual([ids.sooner, ids.soon, ids.consultation]);
    expect(upcoming.appointments[2]).toMatchObject({
      kind: 'consultation',
      type: 'initial',
      name: { en: 'First talk', el: 'Πρώτη συζήτηση' },
      durationMinutes: 30,
    });
    // Its manage link opens this booking's page, as the confirmation's does.
    const entry = upcoming.appointments[2] as { manageToken: string };
    const page = await t.app.inject({ url: `/api/bookings/manage/${entry.manageToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ type: 'initial', name: { en: 'First talk' } });
    const first = await list('/api/appointments?upcoming=true&limit=2', a);
    expect(first).toMatchObject({ total: 3 });
    expect(idsOf(first)).toEqual([ids.sooner, ids.soon]);
    // B's address booked nothing.
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, b.id));
    expect(idsOf(await list('/api/appointments?upcoming=true', b))).toEqual([ids.bOwn]);
  });

  it('of one matter: theirs only; another client’s matter does not exist', async () => {
    const lease = await list(`/api/appointments?matterId=${ids.aMatter}`, a);
    expect(lease.total).toBe(4);
    expect(lease.appointments.every((entry) => entry.kind === 'appointment')).toBe(true);
    const upcoming = await list(`/api/appointments?matterId=${ids.aMatter}&upcoming=true`, a);
    expect(idsOf(upcoming)).toEqual([ids.soon]);
    for (const matter of [ids.bMatter, '00000000-0000-4000-8000-000000000000']) {
      const response = await get(`/api/appointments?matterId=${matter}`, a);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('This matter does not exist.');
    }
  });

  it('counts a matter’s appointments on its details', async () => {
    const matter = await get(`/api/matters/${ids.aMatter}`, a);
    expect(matter.json()).toMatchObject({ id: ids.aMatter, appointmentCount: 4 });
    expect((await get(`/api/matters/${ids.aMatter}`, b)).statusCode).toBe(404);
  });

  it('refuses bad queries and signed-out callers', async () => {
    expect((await get('/api/appointments?upcoming=yes', a)).statusCode).toBe(400);
    expect((await get('/api/appointments?limit=0', a)).statusCode).toBe(400);
    expect((await get('/api/appointments')).statusCode).toBe(401);
  });
});
