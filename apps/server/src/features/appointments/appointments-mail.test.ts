import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAppointment } from '@lexbridge/shared/schemas/appointments';
import { emailOutbox } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useClient, useTestApp } from '../../test/suite';
import { createMatter } from '../../test/factories';
import { setProfileLanguage } from '../account/profile-language';

const t = useTestApp();
const admin = useAdmin(t);
const maria = useClient(t, 'maria@example.com');
const eleni = useClient(t, 'eleni@example.com');
const matters: Record<string, string> = {};
beforeAll(async () => {
  await setProfileLanguage(t.db, { ...eleni, name: 'Eleni' }, 'el');
  matters.maria = await createMatter(t, maria.id, { title: 'Divorce proceedings' });
  matters.eleni = await createMatter(t, eleni.id);
});

const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_PUBLIC_URL, cookie: admin.cookie },
    payload,
  });
const add = async (matter: string, payload: object = {}) => {
  const response = await call('POST', `/api/admin/matters/${matter}/appointments`, {
    title: 'Strategy for the custody hearing',
    date: '2030-07-15',
    time: '10:30',
    durationMinutes: 60,
    location: 'https://meet.example/abc',
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminAppointment>();
};
const change = async (id: string, payload: object) => {
  const response = await call('PATCH', `/api/admin/appointments/${id}`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminAppointment>();
};
const mailsTo = (to: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.createdAt));
/** The calendar file with its folded lines joined back. */
const icsOf = (mail: { attachments: { content: string }[] | null }) =>
  mail.attachments![0]!.content.replace(/\r\n /g, '');

describe('the client’s e-mails about an appointment', () => {
  it('invites on add, updates on a move, removes on cancel; one UID, a rising SEQUENCE', async () => {
    const added = await add(matters.maria!);
    const uid = `UID:appointment-${added.id}@lexbridge\r\n`;
    let mails = await mailsTo('maria@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('KC Law: appointment on Monday, 15 July 2030 at 10:30');
    expect(mails[0]!.text).toContain('Time: 10:30 (Europe/Nicosia)');
    expect(mails[0]!.text).toContain('Duration: 60 minutes');
    expect(mails[0]!.text).toContain('Where: https://meet.example/abc');
    expect(mails[0]!.text).toContain(`${TEST_PUBLIC_URL}/matters?matter_id=${matters.maria}`);
    // Privileged: neither the appointment's nor the matter's title leaves the portal.
    for (const text of [mails[0]!.subject, mails[0]!.text, icsOf(mails[0]!)]) {
      expect(text).not.toContain('custody');
      expect(text).not.toContain('Divorce');
    }
    let ics = icsOf(mails[0]!);
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain(uid);
    expect(ics).toContain('SEQUENCE:0\r\n');
    expect(ics).toContain('DTSTART:20300715T073000Z\r\n');
    expect(ics).toContain('DTEND:20300715T083000Z\r\n');
    expect(ics).toContain('ATTENDEE;CN="maria";ROLE=REQ-PARTICIPANT:mailto:maria@example.com');
    expect(ics).toContain('STATUS:CONFIRMED\r\n');

    // A new title is the firm's note: no mail, the calendar's version stays.
    expect(await change(added.id, { title: 'Preparation' })).toMatchObject({ sequence: 0 });
    expect(await mailsTo('maria@example.com')).toHaveLength(1);

    expect(await change(added.id, { time: '12:00' })).toMatchObject({ sequence: 1 });
    expect(await change(added.id, { durationMinutes: 90 })).toMatchObject({ sequence: 2 });
    expect(await change(added.id, { location: 'Our office' })).toMatchObject({ sequence: 3 });
    mails = await mailsTo('maria@example.com');
    expect(mails).toHaveLength(4);
    expect(mails[1]!.subject).toBe(
      'KC Law: your appointment is now on Monday, 15 July 2030 at 12:00',
    );
    ics = icsOf(mails[2]!);
    expect(ics).toContain(uid);
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics).toContain('DTSTART:20300715T090000Z\r\n');
    expect(ics).toContain('DTEND:20300715T103000Z\r\n');
    expect(icsOf(mails[3]!)).toContain('LOCATION;LANGUAGE=en:Our office\r\n');

    expect(await change(added.id, { status: 'cancelled' })).toMatchObject({ sequence: 4 });
    mails = await mailsTo('maria@example.com');
    expect(mails).toHaveLength(5);
    expect(mails[4]!.subject).toBe(
      'KC Law: your appointment on Monday, 15 July 2030 at 12:00 is cancelled',
    );
    ics = icsOf(mails[4]!);
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).toContain('SEQUENCE:4\r\n');
    expect(ics).toContain(uid);

    // Moving a cancelled appointment tells nobody; bringing it back invites again.
    expect(await change(added.id, { time: '13:00' })).toMatchObject({ sequence: 4 });
    expect(await change(added.id, { status: 'scheduled' })).toMatchObject({ sequence: 5 });
    mails = await mailsTo('maria@example.com');
    expect(mails).toHaveLength(6);
    expect(icsOf(mails[5]!)).toContain('METHOD:REQUEST\r\n');
  });

  it('mails nobody when it is marked completed, or about one that is already over', async () => {
    const before = (await mailsTo('maria@example.com')).length;
    const added = await add(matters.maria!, { date: '2030-10-01' });
    await change(added.id, { status: 'completed' });
    const past = await add(matters.maria!, { date: '2020-10-01' });
    await change(past.id, { status: 'cancelled' });
    expect(await mailsTo('maria@example.com')).toHaveLength(before + 1);
  });

  it('is written in the client’s profile language, its calendar file too', async () => {
    await add(matters.eleni!, { location: '' });
    const [mail] = await mailsTo('eleni@example.com');
    const day = new Intl.DateTimeFormat('el-CY', {
      dateStyle: 'full',
      timeZone: 'Europe/Nicosia',
    }).format(new Date('2030-07-15T07:30:00Z'));
    expect(mail!.subject).toBe(`KC Law: ραντεβού τη ${day}, ώρα 10:30`);
    expect(day).toMatch(/^Δευτέρα/);
    expect(mail!.text).toContain('Αγαπητέ/ή eleni,');
    expect(mail!.text).not.toContain('Τόπος');
    const ics = icsOf(mail!);
    expect(ics).toContain('SUMMARY;LANGUAGE=el:Ραντεβού με την KC Law\r\n');
    expect(ics).not.toContain('LOCATION');
  });

  it('gives a weekday its Greek article: την Πέμπτη, το Σάββατο', async () => {
    const greekDay = (date: string) =>
      new Intl.DateTimeFormat('el-CY', { dateStyle: 'full', timeZone: 'Europe/Nicosia' }).format(
        new Date(`${date}T07:30:00Z`),
      );
    const before = (await mailsTo('eleni@example.com')).length;
    const thursday = await add(matters.eleni!, { date: '2030-07-18' });
    await add(matters.eleni!, { date: '2030-07-20' });
    await change(thursday.id, { date: '2030-07-27' });
    await change(thursday.id, { status: 'cancelled' });
    const subjects = (await mailsTo('eleni@example.com')).slice(before).map((m) => m.subject);
    expect(greekDay('2030-07-18')).toMatch(/^Πέμπτη/);
    expect(subjects).toEqual([
      `KC Law: ραντεβού την ${greekDay('2030-07-18')}, ώρα 10:30`,
      `KC Law: ραντεβού το ${greekDay('2030-07-20')}, ώρα 10:30`,
      `KC Law: το ραντεβού σας μεταφέρθηκε για το ${greekDay('2030-07-27')}, ώρα 10:30`,
      `KC Law: το ραντεβού σας το ${greekDay('2030-07-27')}, ώρα 10:30, ακυρώθηκε`,
    ]);
  });
});
