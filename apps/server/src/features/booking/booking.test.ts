import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, emailOutbox } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { parseInvite } from '../../test/ics';
import { useTestApp } from '../../test/suite';
import {
  bookSlot,
  confirmBooking,
  freeTimes,
  futureMonday,
  payTestCheckout,
  sessionIdOf,
} from '../../test/booking-http';
import { bookingReference } from './reference';

const t = useTestApp();

const confirm = (sessionId: string) => confirmBooking(t.app, sessionId);
const pay = (sessionId: string) => payTestCheckout(t.app, sessionId);

describe('availability', () => {
  it('opens Monday to Friday 09:00-17:00 in 30-minute slots on a fresh install', async () => {
    const monday = futureMonday(6);
    const slots = await freeTimes(t.app, monday);
    expect(slots[0]).toBe('09:00');
    expect(slots.at(-1)).toBe('16:30');
    expect(slots).toHaveLength(16);
    const month = monday.slice(0, 7);
    const response = await t.app.inject({ url: `/api/availability?month=${month}` });
    const { availableDates } = response.json() as { availableDates: string[] };
    expect(availableDates).toContain(monday);
    expect(
      availableDates.every((date) => ![0, 6].includes(new Date(`${date}T00:00Z`).getUTCDay())),
    ).toBe(true);
  });

  it('refuses a malformed query with a readable message', async () => {
    const response = await t.app.inject({ url: '/api/availability?month=2026-13' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Months look like 2026-03.');
  });
});

describe('POST /api/bookings', () => {
  it('gives exactly one hold when 20 visitors ask for the same slot at once', async () => {
    const date = futureMonday(2);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => bookSlot(t.app, { type: 'initial', date, time: '10:00' })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const winner = responses.find((r) => r.statusCode === 200)!;
    expect(winner.json().url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/checkout/test/test_cs_`));
    expect(await freeTimes(t.app, date)).not.toContain('10:00');
  });

  it('refuses consultations that would overlap, whatever their types', async () => {
    const date = futureMonday(3);
    expect((await bookSlot(t.app, { type: 'extended', date, time: '11:00' })).statusCode).toBe(200);
    const overlapping = await bookSlot(t.app, { type: 'initial', date, time: '11:30' });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error.message).toBe(
      'That time is no longer available. Please choose another time.',
    );
    // A 45-minute emergency at 10:30 would run into 11:00: neither offered nor accepted.
    expect(await freeTimes(t.app, date, 'emergency')).not.toContain('10:30');
    expect((await bookSlot(t.app, { type: 'emergency', date, time: '10:30' })).statusCode).toBe(
      409,
    );
    expect((await bookSlot(t.app, { type: 'initial', date, time: '12:00' })).statusCode).toBe(200);
  });

  it('charges the server price for the type, in euros', async () => {
    const date = futureMonday(4);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress: '10.9.9.9',
      payload: {
        type: 'emergency',
        date,
        time: '09:00',
        name: 'A',
        email: 'a@example.test',
        amount: 1,
      },
    });
    const sessionId = sessionIdOf(response.json().url);
    const session = await t.app.inject({ url: `/api/checkout/test/${sessionId}` });
    expect(session.json()).toMatchObject({
      amountCents: 40_000,
      currency: 'EUR',
      purchase: { kind: 'consultation', time: '09:00' },
    });
  });
});

describe('paying through the test checkout', () => {
  it('confirms once however often the success page asks, with one e-mail carrying an invite', async () => {
    const date = futureMonday(5);
    const created = await bookSlot(t.app, {
      type: 'extended',
      date,
      time: '14:00',
      email: 'once@example.test',
    });
    const sessionId = sessionIdOf(created.json().url);
    expect((await confirm(sessionId)).statusCode).toBe(402);
    const paid = await pay(sessionId);
    expect(paid.json().url).toBe(`${TEST_PUBLIC_URL}/booking-success?session_id=${sessionId}`);

    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(sessionId)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[0]!.json().appointment).toEqual({
      date,
      time: '14:00',
      type: 'extended',
      title: 'Extended Consultation',
      name: { en: 'Extended Consultation', el: 'Εκτενής Συμβουλευτική Συνάντηση' },
      durationMinutes: 60,
      reference: expect.stringMatching(/^[0-9A-F]{8}$/),
      manageToken: expect.stringMatching(/^[0-9a-f-]{36}\.[\w-]+$/),
    });
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentSessionId, sessionId));
    // The reference the page shows is the booking's, and the mail quotes it too.
    expect(answers[0]!.json().appointment.reference).toBe(bookingReference(booking!.id));
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'once@example.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Reference: ${bookingReference(booking!.id)}`);
    expect(mails[0]!.attachments?.[0]?.filename).toBe('consultation.ics');
    // A calendar program reads it: the consultation's hour, on the firm's clock.
    const invite = parseInvite(mails[0]!.attachments![0]!.content);
    expect(invite).toMatchObject({ method: 'PUBLISH', sequence: 0, status: 'CONFIRMED' });
    expect(invite.end.getTime() - invite.start.getTime()).toBe(60 * 60_000);
    expect(await freeTimes(t.app, date)).not.toContain('14:30');
  });

  it('frees the slot when the visitor cancels, and the cancelled checkout can no longer be paid', async () => {
    const date = futureMonday(7);
    const created = await bookSlot(t.app, { type: 'initial', date, time: '15:00' });
    const sessionId = sessionIdOf(created.json().url);
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentSessionId, sessionId));
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/cancel',
      payload: { bookingId: booking!.id },
    });
    expect(cancel.statusCode).toBe(204);
    expect(await freeTimes(t.app, date)).toContain('15:00');
    expect((await pay(sessionId)).statusCode).toBe(409);
  });

  it('frees the slot when the 30-minute hold runs out', async () => {
    const date = futureMonday(8);
    const created = await bookSlot(t.app, { type: 'initial', date, time: '16:00' });
    expect(await freeTimes(t.app, date)).not.toContain('16:00');
    const sessionId = sessionIdOf(created.json().url);
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.paymentSessionId, sessionId));
    expect(await freeTimes(t.app, date)).toContain('16:00');
    expect((await bookSlot(t.app, { type: 'initial', date, time: '16:00' })).statusCode).toBe(200);
    const [old] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentSessionId, sessionId));
    expect(old!.status).toBe('expired');
  });
});
