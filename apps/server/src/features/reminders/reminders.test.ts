import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, firmSettings } from '../../db/schema/index';
import { buildTestApp, TEST_PUBLIC_URL } from '../../test/app';
import { bookAndPay, futureMonday } from '../../test/booking-http';
import { createAppointment, createMatter } from '../../test/factories';
import { useClient, useTestApp } from '../../test/suite';
import { serviceDeps } from '../../platform/deps';
import { zonedInstant } from '../../platform/calendar/time';
import { setProfileLanguage } from '../account/profile-language';
import { dueReminder } from './due';
import { sendDueReminders } from './send-due';
import { remindConsultation } from '../booking';

const HOUR = 3_600_000;
const at = (start: Date, hoursBefore: number) => new Date(start.getTime() - hoursBefore * HOUR);

describe('which reminder is due', () => {
  const start = new Date('2031-05-05T07:00:00Z');
  const booked = { id: 'x', startsAt: start, since: at(start, 72) };
  it.each([
    [30, null], // too early for either
    [23, 24], // the day-before one
    [0.5, 1], // the hour-before one, not the missed day-before one beside it
    [0.2, null], // too late to be sure it arrives before the start: skipped
    [0, null], // started
    [-1, null],
  ])('%s hours before the start: %s', (hoursBefore, due) => {
    expect(dueReminder(booked, [24, 1], at(start, hoursBefore))).toBe(due);
  });
  it('skips a reminder whose time came before the client heard of the booking', () => {
    const late = { ...booked, since: at(start, 20) };
    expect(dueReminder(late, [24, 1], at(start, 19))).toBeNull();
    expect(dueReminder(late, [24, 1], at(start, 0.9))).toBe(1);
  });
  it('sends none when both are turned off', () => {
    expect(dueReminder(booked, [], at(start, 0.5))).toBeNull();
  });
});

const t = useTestApp();
const eleni = useClient(t, 'eleni.reminders@example.com');
const deps = () => serviceDeps(t.app.deps, t.app.log);
const mailsTo = (to: string, subject = '') =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, `%${subject}%`)));

async function paidConsultation(
  date: string,
  time: string,
  email: string,
  language: 'en' | 'el' = 'en',
) {
  await bookAndPay(t.app, { date, time, email, name: 'Anna Ioannou' }, language);
  return zonedInstant(date, time, 'Europe/Nicosia')!;
}

describe('reminders before consultations and appointments', () => {
  let matterId: string;
  beforeAll(async () => {
    await setProfileLanguage(t.db, { ...eleni, name: 'Eleni' }, 'el');
    matterId = await createMatter(t, eleni.id);
  });

  it('reminds the client a day and an hour before, each once, with the manage link', async () => {
    const start = await paidConsultation(futureMonday(3), '11:00', 'remind@example.test');
    const dayBefore = at(start, 23.5);
    // Two instances on the one database run their jobs at the same moment: one reminder between them.
    const second = await buildTestApp({ database: t.database });
    try {
      await Promise.all([
        sendDueReminders(deps(), dayBefore),
        sendDueReminders(serviceDeps(second.app.deps, second.app.log), dayBefore),
      ]);
    } finally {
      await second.app.close();
    }
    await sendDueReminders(deps(), at(start, 23));
    const [reminder, ...more] = await mailsTo('remind@example.test', 'Reminder');
    expect(more).toHaveLength(0);
    expect(reminder!.subject).toContain('11:00');
    expect(reminder!.text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/booking/manage/\\S+`));
    expect(reminder!.text).toContain('Reference:');

    await sendDueReminders(deps(), at(start, 0.75));
    await sendDueReminders(deps(), at(start, 0.5));
    expect(await mailsTo('remind@example.test', 'Reminder')).toHaveLength(2);
    await sendDueReminders(deps(), at(start, 0.1));
    expect(await mailsTo('remind@example.test', 'Reminder')).toHaveLength(2);
  });

  it('writes in the language the consultation was booked in', async () => {
    const start = await paidConsultation(futureMonday(3), '12:00', 'greek@example.test', 'el');
    await sendDueReminders(deps(), at(start, 1));
    const [reminder] = await mailsTo('greek@example.test', 'Υπενθύμιση');
    expect(reminder!.text).toContain(`${TEST_PUBLIC_URL}/el/booking/manage/`);
  });

  it('reminds of a matter appointment in the client’s language, without an invitation', async () => {
    const startsAt = new Date(Date.now() + 10 * 86_400_000);
    await createAppointment(t, matterId, { startsAt, updatedAt: at(startsAt, 72) });
    await sendDueReminders(deps(), at(startsAt, 2));
    const [reminder, ...more] = await mailsTo(eleni.email, 'υπενθύμιση');
    expect(more).toHaveLength(0);
    expect(reminder!.text).toContain(`${TEST_PUBLIC_URL}/matters?matter_id=${matterId}`);
    expect(reminder!.attachments ?? []).toHaveLength(0);
  });

  it('sends nothing for a cancelled one, a moved one’s old time, or with reminders off', async () => {
    const startsAt = new Date(Date.now() + 11 * 86_400_000);
    await createAppointment(t, matterId, {
      startsAt,
      status: 'cancelled',
      updatedAt: at(startsAt, 72),
    });
    const before = (await mailsTo(eleni.email)).length;
    await sendDueReminders(deps(), at(startsAt, 0.5));
    expect(await mailsTo(eleni.email)).toHaveLength(before);

    const consultation = await paidConsultation(futureMonday(4), '11:00', 'off@example.test');
    await t.db.update(firmSettings).set({ firstReminderHours: null, secondReminderHours: null });
    try {
      await sendDueReminders(deps(), at(consultation, 0.5));
      expect(await mailsTo('off@example.test', 'Reminder')).toHaveLength(0);
    } finally {
      await t.db.update(firmSettings).set({ firstReminderHours: 24, secondReminderHours: 1 });
    }
    // Cancelled after the reminders were listed: its turn finds it cancelled and sends nothing.
    await t.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(bookings.clientEmail, 'off@example.test'));
    await sendDueReminders(deps(), at(consultation, 0.5));
    expect(await mailsTo('off@example.test', 'Reminder')).toHaveLength(0);
  });

  it('reminds of a moved consultation at its new time, not its old one', async () => {
    const date = futureMonday(5);
    const start = await paidConsultation(date, '09:00', 'moved@example.test');
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.clientEmail, 'moved@example.test'));
    const token = t.app.deps.signedLinks.sign('booking-manage', booking!.id);
    const move = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/manage/${token}/reschedule`,
      payload: { date, time: '14:00' },
    });
    expect(move.statusCode, move.body).toBe(200);
    const [moved] = await t.db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(moved!.rescheduledAt).not.toBeNull();
    // A reminder of the old time, listed before the move, finds it moved and sends nothing.
    const stale = await t.db.transaction((tx) =>
      remindConsultation(deps(), tx, booking!.id, start),
    );
    expect(stale).toBe(false);
    // Half an hour before the old time: no hour-before reminder of it; the new time's day-before one.
    await sendDueReminders(deps(), at(start, 0.5));
    await sendDueReminders(deps(), at(moved!.startAt, 0.5));
    const subjects = (await mailsTo('moved@example.test', 'Reminder')).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    for (const subject of subjects) expect(subject).toContain('14:00');
  });
});
