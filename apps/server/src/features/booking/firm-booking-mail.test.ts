import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { bookings, emailOutbox, firmSettings, testCheckoutSessions } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import {
  bookSlot,
  confirmBooking,
  futureMonday,
  payTestCheckout,
  sessionIdOf,
} from '../../test/booking-http';
import { bookingReference } from './reference';

const t = useTestApp();

const confirm = (sessionId: string) => confirmBooking(t.app, sessionId);
const pay = (sessionId: string) => payTestCheckout(t.app, sessionId);
const mailsTo = (to: string, subject: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, `%${subject}%`)));

describe('the firm hears of every paid booking', () => {
  it('mails its notification address once, with who, what, when, the amount and the reference', async () => {
    await t.db.update(firmSettings).set({ notificationEmail: 'desk@kclaw.test' });
    const date = futureMonday(9);
    const created = await bookSlot(t.app, {
      type: 'extended',
      date,
      time: '10:30',
      name: 'Eleni Petrou',
      email: 'eleni@example.test',
    });
    const sessionId = sessionIdOf(created.json().url);
    expect(await mailsTo('desk@kclaw.test', 'Eleni Petrou')).toHaveLength(0);

    expect((await pay(sessionId)).statusCode).toBe(200);
    // The success page asks again, twice at once: the firm still hears once.
    await Promise.all([confirm(sessionId), confirm(sessionId)]);

    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentSessionId, sessionId));
    const mails = await mailsTo('desk@kclaw.test', 'Eleni Petrou');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(/^Consultation booked: Eleni Petrou, .+ at 10:30$/);
    for (const line of [
      'Client: Eleni Petrou',
      'E-mail: eleni@example.test',
      'Phone: not given',
      'Booked in: English',
      'Consultation: Extended Consultation (60 minutes)',
      `Reference: ${bookingReference(booking!.id)}`,
      `${TEST_PUBLIC_URL}/admin/calendar`,
    ])
      expect(mail!.text).toContain(line);
    expect(mail!.text).toMatch(/When: .+ at 10:30 \(Europe\/Nicosia\)/);
    expect(mail!.text).toMatch(/Paid: .*\d/);
  });

  it('says nothing of a booking that was never paid', async () => {
    const created = await bookSlot(t.app, {
      type: 'initial',
      date: futureMonday(10),
      time: '11:00',
      name: 'Unpaid Visitor',
    });
    expect((await confirm(sessionIdOf(created.json().url))).statusCode).toBe(402);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, '%Unpaid Visitor%'));
    expect(mails).toHaveLength(0);
  });
});

describe('a payment that arrives after its time was taken', () => {
  it('tells the firm once to refund or rebook, and the payer that the time is gone', async () => {
    await t.db.update(firmSettings).set({ notificationEmail: 'late-desk@kclaw.test' });
    const date = futureMonday(16);
    const late = await bookSlot(t.app, {
      type: 'initial',
      date,
      time: '09:00',
      name: 'Late Payer',
    });
    const lateSession = sessionIdOf(late.json().url);
    // The hold ran out unpaid, and someone else booked and paid for the time.
    await t.db
      .update(bookings)
      .set({ status: 'expired', holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.paymentSessionId, lateSession));
    const other = await bookSlot(t.app, { type: 'initial', date, time: '09:00', name: 'On Time' });
    const otherSession = sessionIdOf(other.json().url);
    await pay(otherSession);
    await confirm(otherSession);
    // Then the first payment arrives (the provider says it was paid).
    await t.db
      .update(testCheckoutSessions)
      .set({ status: 'paid' })
      .where(eq(testCheckoutSessions.id, lateSession));

    const first = await confirm(lateSession);
    expect(first.statusCode).toBe(409);
    expect(first.json().error.message).toBe(
      'Your payment arrived after the time was taken. Please contact us.',
    );
    await confirm(lateSession); // the success page again, or the webhook's retry
    const mails = await mailsTo(
      'late-desk@kclaw.test',
      'Paid after the time was taken: Late Payer',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('this consultation is NOT booked');
    expect(mails[0]!.text).toContain('Client: Late Payer');
  });
});
