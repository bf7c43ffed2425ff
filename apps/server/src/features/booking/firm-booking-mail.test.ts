import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { bookings, emailOutbox, firmSettings } from '../../db/schema/index';
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
