import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, emailOutbox } from '../../db/schema/index';
import { bookSlot, freeTimes, futureMonday, sessionIdOf } from '../../test/booking-http';
import { siteAdmin } from '../../test/site-http';
import { useAdmin, useTestApp } from '../../test/suite';

/** Consultation types, prices and lengths come from the published site (Admin -> Site). */
describe('booking what the published site offers', () => {
  const t = useTestApp();
  const admin = useAdmin(t);
  const checkout = async (url: string) =>
    (await t.app.inject({ url: `/api/checkout/test/${sessionIdOf(url)}` })).json();
  const pay = (url: string) =>
    t.app.inject({ method: 'POST', url: `/api/checkout/test/${sessionIdOf(url)}/pay` });
  const confirm = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings/confirm',
      payload: { sessionId: sessionIdOf(url) },
    });

  it('charges a newly published price, and a hold started before keeps its own', async () => {
    const date = futureMonday(3);
    const before = await bookSlot(t.app, { type: 'initial', date, time: '09:00' });
    expect(await checkout(before.json().url)).toMatchObject({ amountCents: 15_000 });

    await siteAdmin(t.app, admin.cookie).edit((content) => {
      const initial = content.consultationTypes.find((type) => type.id === 'initial')!;
      initial.priceCents = 17_500;
      initial.name = { en: 'First Meeting', el: 'Πρώτη Συνάντηση' };
    });

    const after = await bookSlot(t.app, { type: 'initial', date, time: '11:00' });
    expect(after.statusCode).toBe(200);
    expect(await checkout(after.json().url)).toMatchObject({
      amountCents: 17_500,
      currency: 'EUR',
      purchase: { kind: 'consultation', title: 'First Meeting' },
    });
    // The earlier hold is paid at the price and under the name it started with.
    expect(await checkout(before.json().url)).toMatchObject({
      amountCents: 15_000,
      purchase: { title: 'Initial Consultation' },
    });
    await pay(before.json().url);
    expect((await confirm(before.json().url)).json().appointment).toMatchObject({
      title: 'Initial Consultation',
      durationMinutes: 30,
    });
    const [row] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentSessionId, sessionIdOf(before.json().url)));
    expect(row).toMatchObject({ amountCents: 15_000, status: 'confirmed' });
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, row!.clientEmail));
    expect(mail!.text).toContain('Initial Consultation');
    expect(mail!.text).toContain('150.00');
  });

  it('offers slots for a type added in the admin, for its length and price', async () => {
    await siteAdmin(t.app, admin.cookie).edit((content) => {
      const extended = content.consultationTypes.find((type) => type.id === 'extended')!;
      content.consultationTypes.push({
        ...structuredClone(extended),
        id: 'half-day',
        name: { en: 'Half-day workshop', el: 'Εργαστήριο μισής ημέρας' },
        durationMinutes: 240,
        priceCents: 90_000,
      });
    });
    const date = futureMonday(4);
    const times = await freeTimes(t.app, date, 'half-day');
    expect(times.at(-1)).toBe('13:00'); // four hours end by 17:00
    const booked = await bookSlot(t.app, { type: 'half-day', date, time: '09:00' });
    expect(await checkout(booked.json().url)).toMatchObject({
      amountCents: 90_000,
      purchase: { title: 'Half-day workshop', durationMinutes: 240 },
    });
    expect(await freeTimes(t.app, date)).not.toContain('12:30');
  });

  it('refuses an inactive or unknown type in both languages', async () => {
    await siteAdmin(t.app, admin.cookie).edit((content) => {
      content.consultationTypes.find((type) => type.id === 'emergency')!.active = false;
    });
    const date = futureMonday(5);
    const inactive = await bookSlot(t.app, { type: 'emergency', date, time: '10:00' });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error).toEqual({
      code: 'CONSULTATION_TYPE_UNAVAILABLE',
      message:
        'This consultation type is not offered any more. Please choose one of the consultations shown.',
    });
    const greek = await t.app.inject({
      url: `/api/availability/slots?date=${date}&type=no-such-type`,
      headers: { 'accept-language': 'el' },
    });
    expect(greek.statusCode).toBe(400);
    expect(greek.json().error.message).toBe(
      'Αυτό το είδος συμβουλευτικής συνάντησης δεν προσφέρεται πια. Επιλέξτε μία από τις συναντήσεις που εμφανίζονται.',
    );
    const rows = await t.db.select().from(bookings).where(eq(bookings.type, 'emergency'));
    expect(rows).toHaveLength(0);
  });
});
