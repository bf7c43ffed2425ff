import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { ManagedBooking } from '@lexbridge/shared/schemas/booking-manage';
import { bookings, emailOutbox, firmSettings, testCheckoutSessions } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import {
  bookSlot,
  confirmBooking,
  freeTimes,
  futureMonday,
  payTestCheckout,
  sessionIdOf,
} from '../../test/booking-http';
import { parseInvite } from '../../test/ics';
import { zonedInstant } from '../../platform/calendar/time';

const t = useTestApp();

/** Books and pays as a visitor does; answers the manage token from the confirmation e-mail. */
async function paidBooking(date: string, time: string, email: string, type = 'initial') {
  const created = await bookSlot(t.app, {
    type,
    date,
    time,
    email,
    name: 'Anna Ioannou',
  });
  const sessionId = sessionIdOf(created.json<{ url: string }>().url);
  await payTestCheckout(t.app, sessionId);
  await confirmBooking(t.app, sessionId);
  const [mail] = await mailsTo(email, 'is confirmed');
  const link = /\/booking\/manage\/(\S+)/.exec(mail!.text)?.[1];
  expect(link, 'the confirmation carries the manage link').toBeTruthy();
  return { token: link!, sessionId };
}
const mailsTo = (to: string, subject: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, `%${subject}%`)));
const manage = (token: string, action?: 'reschedule' | 'cancel', payload?: object) =>
  t.app.inject({
    method: action ? 'POST' : 'GET',
    url: `/api/bookings/manage/${token}${action ? `/${action}` : ''}`,
    ...(payload ? { payload } : {}),
  });
const inviteOf = (mail: { attachments: { content: string }[] | null }) =>
  parseInvite(mail.attachments![0]!.content);

describe("a booking's manage link", () => {
  it('shows the consultation and moves it to another free time, keeping the payment', async () => {
    const date = futureMonday(10);
    const { token } = await paidBooking(date, '10:00', 'move@example.test');
    const shown = await manage(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<ManagedBooking>()).toMatchObject({
      date,
      time: '10:00',
      minutes: 30,
      status: 'confirmed',
      canChange: true,
      cutoffHours: 24,
      refundOnCancel: true,
    });

    // A time that is no slot start is refused, as when booking.
    const between = await manage(token, 'reschedule', { date, time: '10:15' });
    expect(between.statusCode).toBe(409);
    const later = await manage(token, 'reschedule', { date, time: '10:30' });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ time: '10:30', status: 'confirmed' });
    const free = await freeTimes(t.app, date);
    expect(free).toContain('10:00');
    expect(free).not.toContain('10:30');

    const [clientMail] = await mailsTo('move@example.test', 'has moved');
    expect(clientMail!.text).toContain('10:30');
    expect(clientMail!.text).toContain(`${TEST_PUBLIC_URL}/booking/manage/${token}`);
    const invite = inviteOf(clientMail!);
    const [confirmation] = await mailsTo('move@example.test', 'is confirmed');
    expect(invite).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      uid: inviteOf(confirmation!).uid,
      attendee: 'mailto:move@example.test',
    });
    expect(invite.start).toEqual(zonedInstant(date, '10:30', 'Europe/Nicosia'));
    expect(await mailsTo('info@kclaw.com.cy', 'Consultation moved: Anna Ioannou')).toHaveLength(1);

    // The add-to-calendar file is the same event at its new time.
    const file = await t.app.inject({ url: `/api/bookings/manage/${token}/calendar` });
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toBe('attachment; filename="consultation.ics"');
    const added = parseInvite(file.body);
    expect(added).toMatchObject({ method: 'PUBLISH', uid: invite.uid, sequence: 1 });
    expect(added.start).toEqual(invite.start);
  });

  it('counts the time a booking holds as its own: an hour moved by half an hour overlaps itself', async () => {
    const date = futureMonday(15);
    const { token } = await paidBooking(date, '09:00', 'hour@example.test', 'extended');
    const moved = await manage(token, 'reschedule', { date, time: '09:30' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ time: '09:30', minutes: 60 });
  });

  it('refuses a time that is taken, and a link that was not signed here', async () => {
    const date = futureMonday(11);
    await paidBooking(date, '11:00', 'first@example.test');
    const { token } = await paidBooking(date, '12:00', 'second@example.test');
    const taken = await manage(token, 'reschedule', { date, time: '11:00' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('SLOT_TAKEN');

    const [id] = token.split('.');
    for (const forged of [`${id}.AAAA`, `${id}`, 'not-a-token', `${id}.${'x'.repeat(43)}`])
      expect((await manage(forged)).statusCode).toBe(404);
  });

  it('refuses any change after the cut-off, saying why', async () => {
    const date = futureMonday(12);
    const { token } = await paidBooking(date, '13:00', 'late@example.test');
    // Booked under a cut-off longer than the time left: the booking is inside it.
    const startAt = zonedInstant(date, '13:00', 'Europe/Nicosia')!;
    await t.db
      .update(bookings)
      .set({
        cutoffHours: 168,
        startAt: new Date(Date.now() + 100 * 3_600_000),
        endAt: new Date(Date.now() + 100.5 * 3_600_000),
      })
      .where(eq(bookings.clientEmail, 'late@example.test'));
    try {
      expect((await manage(token)).json()).toMatchObject({
        canChange: false,
        refundOnCancel: false,
      });
      const refused = await manage(token, 'cancel', { reason: 'Travelling' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'PAST_CUTOFF',
        message: expect.stringContaining('until 168 hours before'),
      });
      expect((await manage(token, 'reschedule', { date, time: '14:00' })).json().error.code).toBe(
        'PAST_CUTOFF',
      );
    } finally {
      await t.db
        .update(bookings)
        .set({ startAt, endAt: new Date(startAt.getTime() + 30 * 60_000) })
        .where(eq(bookings.clientEmail, 'late@example.test'));
    }
  });

  it('cancels before the cut-off with a reason, refunds in full, and frees the time', async () => {
    const date = futureMonday(13);
    const { token, sessionId } = await paidBooking(date, '15:00', 'cancel@example.test');
    expect((await manage(token, 'cancel', { reason: '  ' })).statusCode).toBe(400);

    const cancelled = await manage(token, 'cancel', { reason: 'The matter settled.' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      canChange: false,
      refundedCents: 15_000,
    });
    const [session] = await t.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, sessionId));
    expect(session!.refundedCents).toBe(15_000);
    expect(await freeTimes(t.app, date)).toContain('15:00');

    const [mail] = await mailsTo('cancel@example.test', 'is cancelled');
    expect(mail!.text).toContain('€150.00 is being refunded');
    expect(inviteOf(mail!)).toMatchObject({ method: 'CANCEL', sequence: 1, status: 'CANCELLED' });
    const [firmMail] = await mailsTo('info@kclaw.com.cy', 'Consultation cancelled: Anna Ioannou');
    expect(firmMail!.text).toContain('Reason: The matter settled.');
    expect(firmMail!.text).toContain('Refunded: €150.00');

    expect((await t.app.inject({ url: `/api/bookings/manage/${token}/calendar` })).statusCode).toBe(
      409,
    );
    // The paid session still reads as paid: the success page opened again (or a late webhook)
    // must not bring the refunded consultation back.
    await confirmBooking(t.app, sessionId);
    expect((await manage(token)).json()).toMatchObject({ status: 'cancelled' });
    expect(await freeTimes(t.app, date)).toContain('15:00');
    expect(await mailsTo('cancel@example.test', 'is confirmed')).toHaveLength(1);

    // A second click, after the first, changes nothing and mails nobody again.
    const again = await manage(token, 'cancel', { reason: 'Twice' });
    expect(again.json().error.code).toBe('ALREADY_CANCELLED');
    expect(await mailsTo('cancel@example.test', 'is cancelled')).toHaveLength(1);
  });

  it('holds each booking to the policy shown when it was booked, whatever Settings say later', async () => {
    const date = futureMonday(14);
    const { token: earlier } = await paidBooking(date, '16:00', 'refund-kept@example.test');
    const policy = async () => (await t.app.inject({ url: '/api/bookings/policy' })).json();
    expect(await policy()).toEqual({ cutoffHours: 24, refundBeforeCutoff: true });
    await t.db.update(firmSettings).set({ refundBeforeCutoff: false, cancellationCutoffHours: 48 });
    try {
      // The policy a visitor reads before paying is the one their booking keeps.
      expect(await policy()).toEqual({ cutoffHours: 48, refundBeforeCutoff: false });
      const { token } = await paidBooking(date, '11:00', 'norefund@example.test');
      expect((await manage(token)).json()).toMatchObject({
        refundOnCancel: false,
        cutoffHours: 48,
      });
      const cancelled = await manage(token, 'cancel', { reason: 'Changed my mind' });
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundedCents: 0 });
      const [mail] = await mailsTo('norefund@example.test', 'is cancelled');
      expect(mail!.text).toContain('No refund is due');

      // Booked under the earlier policy: still refunded in full, still 24 hours.
      expect((await manage(earlier)).json()).toMatchObject({
        refundOnCancel: true,
        cutoffHours: 24,
      });
      const kept = await manage(earlier, 'cancel', { reason: 'Settled' });
      expect(kept.json()).toMatchObject({ status: 'cancelled', refundedCents: 15_000 });
    } finally {
      await t.db
        .update(firmSettings)
        .set({ refundBeforeCutoff: true, cancellationCutoffHours: 24 });
    }
  });
});
