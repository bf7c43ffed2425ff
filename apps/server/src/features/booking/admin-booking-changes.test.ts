import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, emailOutbox, testCheckoutSessions } from '../../db/schema/index';
import { zonedInstant } from '../../platform/calendar/time';
import { TEST_PUBLIC_URL } from '../../test/app';
import { bookAndPay, freeTimes, futureMonday } from '../../test/booking-http';
import { parseInvite } from '../../test/ics';
import { serviceDeps } from '../../platform/deps';
import { cancelBooking } from './booking-changes';
import { useAdmin, useTestApp } from '../../test/suite';

const t = useTestApp();
const admin = useAdmin(t, 'desk@kclaw.test', 'Eleni Desk');

async function paidBooking(date: string, time: string, email: string, name = 'Anna Ioannou') {
  const sessionId = await bookAndPay(t.app, { date, time, email, name });
  const [row] = await t.db.select().from(bookings).where(eq(bookings.paymentSessionId, sessionId));
  return { id: row!.id, sessionId };
}
const firm = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/bookings/${url}`,
    headers: { origin: TEST_PUBLIC_URL, cookie: admin.cookie },
    ...(payload ? { payload } : {}),
  });
const mailsTo = (to: string, subject: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, `%${subject}%`)));
const audits = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('the firm moves and cancels consultations from the admin calendar', () => {
  it('moves one to a free time of its length, past the client’s cut-off, and tells the client', async () => {
    const date = futureMonday(6);
    const { id } = await paidBooking(date, '10:00', 'firm-move@example.test');
    // Inside the cut-off for the client; the firm may still move it.
    await t.db
      .update(bookings)
      .set({
        startAt: new Date(Date.now() + 3 * 3_600_000),
        endAt: new Date(Date.now() + 3.5 * 3_600_000),
      })
      .where(eq(bookings.id, id));
    const slots = await firm('GET', `${id}/slots?date=${date}`);
    expect(slots.json().slots).toContain('11:00');

    const moved = await firm('POST', `${id}/reschedule`, { date, time: '11:00' });
    expect(moved.statusCode, moved.body).toBe(204);
    expect(await freeTimes(t.app, date)).not.toContain('11:00');
    const [mail] = await mailsTo('firm-move@example.test', 'has moved');
    expect(mail!.text).toContain('KC Law has moved your');
    const invite = parseInvite(mail!.attachments![0]!.content);
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 1 });
    expect(invite.start).toEqual(zonedInstant(date, '11:00', 'Europe/Nicosia'));
    const [firmMail] = await mailsTo('info@kclaw.com.cy', 'Consultation moved: Anna Ioannou');
    expect(firmMail!.text).toContain('Eleni Desk moved this consultation');
    const [entry] = await audits('booking.reschedule');
    expect(entry).toMatchObject({ actorId: admin.id, actorName: 'Eleni Desk' });
    expect(entry!.details).toMatchObject({ client: 'Anna Ioannou', to: `${date} 11:00` });
  });

  it('cancels with a refund of the whole amount, with the reason the client reads', async () => {
    const date = futureMonday(7);
    const { id, sessionId } = await paidBooking(date, '12:00', 'firm-refund@example.test');
    const refused = await firm('POST', `${id}/cancel`, { reason: 'Lawyer ill' });
    expect(refused.statusCode).toBe(400); // the refund choice is required
    const cancelled = await firm('POST', `${id}/cancel`, {
      reason: 'The lawyer is ill.',
      refund: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const [session] = await t.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, sessionId));
    expect(session!.refundedCents).toBe(15_000);
    expect(await freeTimes(t.app, date)).toContain('12:00');
    const [mail] = await mailsTo('firm-refund@example.test', 'is cancelled');
    expect(mail!.text).toContain('KC Law has had to cancel');
    expect(mail!.text).toContain('Reason: The lawyer is ill.');
    expect(mail!.text).toContain('€150.00 is being refunded');
    expect(parseInvite(mail!.attachments![0]!.content)).toMatchObject({ method: 'CANCEL' });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'firm', refundedCents: 15_000 });
    const [entry] = await audits('booking.cancel');
    expect(entry!.details).toMatchObject({ client: 'Anna Ioannou', refunded: '€150.00' });

    const again = await firm('POST', `${id}/cancel`, { reason: 'Twice', refund: true });
    expect(again.json().error.code).toBe('ALREADY_CANCELLED');
  });

  it('cancels without a refund, and says so', async () => {
    const { id, sessionId } = await paidBooking(
      futureMonday(8),
      '12:00',
      'firm-keep@example.test',
      'Petros Keep',
    );
    const cancelled = await firm('POST', `${id}/cancel`, {
      reason: 'No-show twice.',
      refund: false,
    });
    expect(cancelled.statusCode).toBe(204);
    const [session] = await t.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, sessionId));
    expect(session!.refundedCents).toBe(0);
    const [mail] = await mailsTo('firm-keep@example.test', 'is cancelled');
    expect(mail!.text).toContain('No refund has been made.');
    const [firmMail] = await mailsTo('info@kclaw.com.cy', 'Consultation cancelled: Petros Keep');
    expect(firmMail!.text).toContain('Not refunded (cancelled without a refund).');
  });

  it('refunds only through the service that took the payment', async () => {
    const { id } = await paidBooking(futureMonday(9), '12:00', 'elsewhere@example.test');
    await t.db.update(bookings).set({ paymentProvider: 'stripe' }).where(eq(bookings.id, id));
    const refused = await firm('POST', `${id}/cancel`, { reason: 'Closed', refund: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('REFUND_ELSEWHERE');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe('confirmed');
    expect(
      (await firm('POST', `${id}/cancel`, { reason: 'Closed', refund: false })).statusCode,
    ).toBe(204);
  });

  it('offers the times of a booking’s own length even when its type is no longer offered', async () => {
    const date = futureMonday(10);
    const { id } = await paidBooking(date, '09:00', 'retired@example.test');
    await t.db.update(bookings).set({ type: 'retired-type' }).where(eq(bookings.id, id));
    const month = await firm('GET', `${id}/availability?month=${date.slice(0, 7)}`);
    expect(month.json().availableDates).toContain(date);
    const day = await firm('GET', `${id}/slots?date=${date}`);
    expect(day.json().slots).toContain('09:00'); // its own time is free for it
    const token = t.app.deps.signedLinks.sign('booking-manage', id);
    const viaLink = await t.app.inject({ url: `/api/bookings/manage/${token}/slots?date=${date}` });
    expect(viaLink.json().slots).toEqual(day.json().slots);
    expect(
      (await firm('GET', `00000000-0000-4000-8000-000000000000/slots?date=${date}`)).statusCode,
    ).toBe(404);
  });

  it('records a refund that went through while the other side cancelled without one', async () => {
    const { id, sessionId } = await paidBooking(futureMonday(11), '12:00', 'race@example.test');
    const [before] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    // The client cancels (no refund under their policy) while the firm's refund is under way:
    // the firm's call read the booking before, and finds it cancelled once its refund is made.
    await t.db
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(),
        cancelledBy: 'client',
        refundedCents: 0,
      })
      .where(eq(bookings.id, id));
    const deps = serviceDeps(t.app.deps, t.app.log);
    const changed = await cancelBooking(
      deps,
      before!,
      { reason: 'Firm closed', refundCents: 15_000, byFirm: 'Eleni Desk' },
      new Date(),
    );
    expect(changed).toBe(false);
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(after).toMatchObject({ cancelledBy: 'client', refundedCents: 15_000 });
    expect(after!.refundId).toBeTruthy();
    const [session] = await t.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, sessionId));
    expect(session!.refundedCents).toBe(15_000);
    // Through the route, a cancellation that changed nothing is not reported as done.
    const again = await firm('POST', `${id}/cancel`, { reason: 'Twice', refund: true });
    expect(again.json().error.code).toBe('ALREADY_CANCELLED');
  });
});
