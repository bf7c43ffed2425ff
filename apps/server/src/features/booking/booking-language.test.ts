import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, emailOutbox } from '../../db/schema/index';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { futureMonday, sessionIdOf } from '../../test/booking-http';

const t = useTestApp();

const book = (date: string, email: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers,
    payload: { type: 'extended', date, time: '10:00', name: 'Μαρία Γεωργίου', email },
  });
const payAndConfirm = async (sessionId: string) => {
  const paid = await t.app.inject({ method: 'POST', url: `/api/checkout/test/${sessionId}/pay` });
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/bookings/confirm',
    payload: { sessionId },
  });
  expect(confirmed.statusCode).toBe(200);
  return paid.json<{ url: string }>().url;
};
const mailTo = async (to: string) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)))[0]!;

describe('a booking made in Greek', () => {
  it('returns to Greek pages and confirms in Greek, calendar invite included', async () => {
    const date = futureMonday(3);
    const created = await book(date, 'maria@example.test', { 'accept-language': 'el' });
    expect(created.statusCode).toBe(200);
    const sessionId = sessionIdOf(created.json().url);
    const [row] = await t.db.select().from(bookings);
    expect(row!.language).toBe('el');
    // The test checkout is a Greek page, naming the consultation in Greek.
    expect(created.json().url).toBe(`${TEST_PUBLIC_URL}/el/checkout/test/${sessionId}`);
    const page = await t.app.inject({
      url: `/api/checkout/test/${sessionId}`,
      headers: { 'accept-language': 'el' },
    });
    expect(page.json().purchase.title).toBe('Εκτενής Συμβουλευτική Συνάντηση');

    const successUrl = await payAndConfirm(sessionId);
    expect(successUrl).toBe(`${TEST_PUBLIC_URL}/el/booking-success?session_id=${sessionId}`);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/test/${sessionId}/cancel`,
    });
    expect(cancel.json().url).toBe(`${TEST_PUBLIC_URL}/el/booking-canceled?booking=${row!.id}`);

    const mail = await mailTo('maria@example.test');
    const day = new Intl.DateTimeFormat('el-CY', {
      dateStyle: 'full',
      timeZone: 'Europe/Nicosia',
    }).format(row!.startAt);
    expect(mail.subject).toBe(`Επιβεβαίωση συμβουλευτικής συνάντησης: ${day}, ώρα 10:00`);
    expect(mail.text).toContain('Αγαπητέ/ή Μαρία Γεωργίου,');
    expect(mail.text).toContain(
      'Η κράτησή σας για Εκτενής Συμβουλευτική Συνάντηση με την KC Law επιβεβαιώθηκε και εξοφλήθηκε (300,00\u00a0€).',
    );
    expect(mail.text).toContain('Διάρκεια: 60 λεπτά');
    expect(mail.text).toContain(
      'Τόπος: Λεωφόρος Αρχιεπισκόπου Μακαρίου Γ΄ 1, 1065 Λευκωσία, Κύπρος',
    );
    // Folded lines (CRLF + space) are joined back before reading the invite's fields.
    const ics = mail.attachments![0]!.content.replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY;LANGUAGE=el:Εκτενής Συμβουλευτική Συνάντηση - KC Law\r\n');
    expect(ics).toContain(
      'DESCRIPTION;LANGUAGE=el:Εκτενής Συμβουλευτική Συνάντηση (60 λεπτά) με την KC Law.\r\n',
    );
    // RFC 5545: no line longer than 75 octets, and no character cut in two.
    for (const line of mail.attachments![0]!.content.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
  });

  it('keeps an English booking in English', async () => {
    const created = await book(futureMonday(4), 'john@example.test', {});
    const sessionId = sessionIdOf(created.json().url);
    expect(created.json().url).toBe(`${TEST_PUBLIC_URL}/checkout/test/${sessionId}`);
    const page = await t.app.inject({ url: `/api/checkout/test/${sessionId}` });
    expect(page.json().purchase.title).toBe('Extended Consultation');
    expect(await payAndConfirm(sessionId)).toBe(
      `${TEST_PUBLIC_URL}/booking-success?session_id=${sessionId}`,
    );
    const mail = await mailTo('john@example.test');
    expect(mail.subject).toMatch(/^Your consultation on .+ at 10:00 is confirmed$/);
    expect(mail.text).toContain(
      'Your Extended Consultation with KC Law is confirmed and paid (€300.00).',
    );
    expect(mail.attachments![0]!.content).toContain(
      'SUMMARY;LANGUAGE=en:Extended Consultation - KC Law\r\n',
    );
  });
});
