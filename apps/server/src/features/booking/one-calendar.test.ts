import { beforeAll, describe, expect, it } from 'vitest';
import { firm } from '@lexbridge/shared/firm/firm';
import type { AdminDay, AdminMonth } from '@lexbridge/shared/schemas/availability';
import { bookings } from '../../db/schema/index';
import { eq, sql } from 'drizzle-orm';
import { AdvisoryLock } from '../../db/advisory-locks';
import { hasSqlState, SqlState } from '../../db/errors';
import { addDaysTo, zonedInstant } from '../../platform/calendar/time';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createMatter } from '../../test/factories';
import {
  bookSlot,
  confirmBooking,
  freeTimes,
  futureMonday,
  payTestCheckout,
  sessionIdOf,
} from '../../test/booking-http';

const t = useTestApp();
const admin = useAdmin(t);
const client = useClient(t, 'andreas@example.com');
let matter: string;
beforeAll(async () => {
  matter = await createMatter(t, client.id, { title: 'Lease dispute' });
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_PUBLIC_URL, cookie: admin.cookie },
    ...(payload ? { payload } : {}),
  });
const addAppointment = (payload: object) =>
  call('POST', `/api/admin/matters/${matter}/appointments`, {
    title: 'Hearing preparation',
    durationMinutes: 60,
    ...payload,
  });

/** A paid consultation, as a visitor books and pays for it. */
async function paidConsultation(date: string, time: string, name: string) {
  const booked = await bookSlot(t.app, { type: 'initial', date, time, name });
  expect(booked.statusCode).toBe(200);
  const sessionId = sessionIdOf(booked.json<{ url: string }>().url);
  await payTestCheckout(t.app, sessionId);
  expect((await confirmBooking(t.app, sessionId)).statusCode).toBe(200);
}

describe('one calendar: appointments and consultations', () => {
  it('offers no consultation over a scheduled appointment, and refuses one asked for there', async () => {
    const date = futureMonday(3);
    expect(await freeTimes(t.app, date)).toEqual(expect.arrayContaining(['10:30', '11:00']));
    expect((await addAppointment({ date, time: '10:30' })).statusCode).toBe(201);

    const free = await freeTimes(t.app, date);
    expect(free).not.toContain('10:30');
    expect(free).not.toContain('11:00');
    expect(free).toEqual(expect.arrayContaining(['10:00', '11:30']));
    // An hour's consultation at 10:00 would run into the appointment.
    expect(await freeTimes(t.app, date, 'extended')).not.toContain('10:00');

    const refused = await bookSlot(t.app, { type: 'initial', date, time: '10:30' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('SLOT_TAKEN');
  });

  it('is enforced by the database: a booking written past the app over an appointment is refused', async () => {
    const date = futureMonday(4);
    expect((await addAppointment({ date, time: '14:00' })).statusCode).toBe(201);
    const startAt = zonedInstant(date, '14:30', firm.timeZone)!;
    const insert = t.db.insert(bookings).values({
      type: 'initial',
      typeName: { en: 'Initial', el: 'Αρχική' },
      clientName: 'Racer',
      clientEmail: 'racer@example.test',
      language: 'en',
      startAt,
      endAt: new Date(startAt.getTime() + 30 * 60_000),
      amountCents: 15_000,
      currency: 'EUR',
      holdExpiresAt: new Date(Date.now() + 600_000),
      paymentProvider: 'test',
    });
    const error = await insert.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(hasSqlState(error, SqlState.exclusionViolation)).toBe(true);
    // The database's check waits on the same lock the app takes before it looks for clashes.
    const source = await t.db.execute(
      sql`select prosrc from pg_proc where proname = 'bookings_clear_of_appointments'`,
    );
    const [row] = (source as unknown as { rows: { prosrc: string }[] }).rows;
    expect(row!.prosrc).toContain(`pg_advisory_xact_lock(${AdvisoryLock.calendar})`);
  });

  it('refuses a hold paid after its time ran out, when an appointment took the time meanwhile', async () => {
    const date = futureMonday(9);
    const booked = await bookSlot(t.app, { type: 'initial', date, time: '16:00' });
    const sessionId = sessionIdOf(booked.json<{ url: string }>().url);
    // The hold ran out (no booking came since to mark it expired): the time is free again.
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.paymentSessionId, sessionId));
    expect((await addAppointment({ date, time: '16:00', durationMinutes: 30 })).statusCode).toBe(
      201,
    );
    // The checkout stays open a little longer than the hold: the late payment is not confirmed.
    await payTestCheckout(t.app, sessionId);
    await confirmBooking(t.app, sessionId);
    const [row] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentSessionId, sessionId));
    expect(row!.status).not.toBe('confirmed');
  });

  it('frees the time again when the appointment is cancelled', async () => {
    const date = futureMonday(5);
    const added = await addAppointment({ date, time: '09:00', durationMinutes: 30 });
    expect(await freeTimes(t.app, date)).not.toContain('09:00');
    await call('PATCH', `/api/admin/appointments/${added.json().id}`, { status: 'cancelled' });
    expect(await freeTimes(t.app, date)).toContain('09:00');
  });

  it('refuses an appointment over a consultation, naming it, unless the firm places it there anyway', async () => {
    const date = futureMonday(6);
    await paidConsultation(date, '15:00', 'Eleni Charalambous');

    const refused = await addAppointment({ date, time: '14:30' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'APPOINTMENT_CLASH',
      message: expect.stringContaining('Eleni Charalambous'),
    });
    expect(refused.json().error.message).toContain('15:00-15:30');

    const placed = await addAppointment({ date, time: '14:30', overConsultation: true });
    expect(placed.statusCode).toBe(201);

    // Moving an appointment onto a consultation is a new placement and is checked the same way.
    const other = await addAppointment({ date, time: '09:00', durationMinutes: 30 });
    const moved = await call('PATCH', `/api/admin/appointments/${other.json().id}`, {
      time: '15:15',
    });
    expect(moved.statusCode).toBe(409);
    // A change that keeps its time (the title) is no new placement.
    const renamed = await call('PATCH', `/api/admin/appointments/${placed.json().id}`, {
      title: 'Hearing (moved call)',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('names the clash in Greek for a Greek admin', async () => {
    const date = futureMonday(7);
    await paidConsultation(date, '12:00', 'Nikos Ioannou');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/matters/${matter}/appointments`,
      headers: { origin: TEST_PUBLIC_URL, cookie: admin.cookie, 'accept-language': 'el' },
      payload: { title: 'Call', date, time: '12:00', durationMinutes: 30 },
    });
    expect(refused.json().error.message).toContain('συμπίπτει');
    expect(refused.json().error.message).toContain('Nikos Ioannou');
  });

  it('shows both on the admin calendar, and counts them in the day’s state', async () => {
    const date = futureMonday(8);
    await paidConsultation(date, '09:00', 'Sofia Pavlou');
    await addAppointment({ date, time: '13:00', durationMinutes: 90, location: 'Court 3' });

    const day = (await call('GET', `/api/admin/availability/day?date=${date}`)).json<AdminDay>();
    const takenTimes = day.slots.filter((slot) => slot.taken).map((slot) => slot.time);
    expect(takenTimes).toEqual(['09:00', '13:00', '13:30', '14:00']);
    expect(day.bookings).toEqual([
      expect.objectContaining({ time: '09:00', endTime: '09:30', clientName: 'Sofia Pavlou' }),
    ]);
    expect(day.appointments).toEqual([
      {
        id: expect.any(String),
        time: '13:00',
        endTime: '14:30',
        title: 'Hearing preparation',
        status: 'scheduled',
        location: 'Court 3',
        matterTitle: 'Lease dispute',
        clientId: client.id,
        clientName: expect.any(String),
      },
    ]);

    const dayOf = async (wanted: string) => {
      const month = await call('GET', `/api/admin/availability?month=${wanted.slice(0, 7)}`);
      return month.json<AdminMonth>().days.find((entry) => entry.date === wanted);
    };
    expect(await dayOf(date)).toMatchObject({ state: 'partial', entries: 2 });
    expect(await dayOf(addDaysTo(date, 1))).toMatchObject({ state: 'available', entries: 0 });
  });
});
