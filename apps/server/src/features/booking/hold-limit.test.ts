import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/index';
import { useTestApp } from '../../test/suite';
import { freeTimes, futureMonday } from '../../test/booking-http';

const t = useTestApp();

const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
const book = (date: string, time: string, from: { ip: string; email: string }, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: from.ip,
    headers: { 'accept-language': language },
    payload: { type: 'initial', date, time, name: 'Maria Georgiou', email: from.email },
  });

describe('open holds per address and per e-mail', () => {
  it('refuses a fourth open hold from one address, in the visitor’s language, and leaves the day bookable', async () => {
    const date = futureMonday(5);
    for (const [index, time] of times.slice(0, 3).entries()) {
      const held = await book(date, time, { ip: '10.20.0.1', email: `v${index}@example.test` });
      expect(held.statusCode, held.body).toBe(200);
    }
    const fourth = await book(date, times[3]!, { ip: '10.20.0.1', email: 'v9@example.test' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toEqual({
      code: 'TOO_MANY_HOLDS',
      message:
        'You already hold 3 unpaid bookings. Pay for or cancel one of them, or wait until its hold runs out, before booking another time.',
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    const greek = await book(date, times[3]!, { ip: '10.20.0.1', email: 'v9@example.test' }, 'el');
    expect(greek.json().error.message).toBe(
      'Έχετε ήδη 3 κρατήσεις που δεν έχουν πληρωθεί. Πληρώστε ή ακυρώστε μία από αυτές, ή περιμένετε να λήξει η κράτησή της, πριν κλείσετε άλλη ώρα.',
    );
    expect(await freeTimes(t.app, date)).toContain(times[3]);
    // Another visitor still books.
    expect(
      (await book(date, times[3]!, { ip: '10.20.0.2', email: 'x@example.test' })).statusCode,
    ).toBe(200);
  });

  it('refuses a fourth open hold for one e-mail, whatever the address', async () => {
    const date = futureMonday(6);
    for (const [index, time] of times.slice(0, 3).entries()) {
      const held = await book(date, time, {
        ip: `10.21.0.${index + 1}`,
        email: 'Hoarder@example.test',
      });
      expect(held.statusCode, held.body).toBe(200);
    }
    const fourth = await book(date, times[3]!, { ip: '10.21.0.9', email: 'hoarder@EXAMPLE.test' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('TOO_MANY_HOLDS');
  });

  it('counts only open holds: a cancelled or expired one frees a place', async () => {
    const date = futureMonday(7);
    const from = { ip: '10.22.0.1', email: 'again@example.test' };
    for (const time of times.slice(0, 3))
      expect((await book(date, time, from)).statusCode).toBe(200);
    expect((await book(date, times[3]!, from)).statusCode).toBe(429);

    const held = await t.db.select().from(bookings).where(eq(bookings.clientIp, from.ip));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/cancel',
      payload: { bookingId: held[0]!.id },
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await book(date, times[3]!, from)).statusCode).toBe(200);
    expect((await book(date, times[4]!, from)).statusCode).toBe(429);

    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, held[1]!.id));
    expect((await book(date, times[4]!, from)).statusCode).toBe(200);
  });

  it('lets only three of many requests at once through', async () => {
    const date = futureMonday(8);
    const answers = await Promise.all(
      times.map((time) => book(date, time, { ip: '10.23.0.1', email: 'rush@example.test' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
  });

  it('counts an IPv6 visitor by their /64, and an IPv4-mapped address as its IPv4 address', async () => {
    const date = futureMonday(9);
    for (const [index, ip] of [
      '2001:db8:7:1::1',
      '2001:db8:7:1::2',
      '2001:DB8:7:1:ffff::3',
    ].entries())
      expect(
        (await book(date, times[index]!, { ip, email: `six${index}@example.test` })).statusCode,
      ).toBe(200);
    const sameNetwork = await book(date, times[3]!, {
      ip: '2001:db8:7:1:abcd:1234:5678:9',
      email: 'six9@example.test',
    });
    expect(sameNetwork.statusCode).toBe(429);
    const stored = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.clientEmail, 'six0@example.test'));
    expect(stored[0]!.clientIp).toBe('2001:db8:7:1::/64');
    // Another /64 is another visitor.
    expect(
      (await book(date, times[3]!, { ip: '2001:db8:7:2::1', email: 'six8@example.test' }))
        .statusCode,
    ).toBe(200);

    for (const [index, ip] of ['10.24.0.1', '::ffff:10.24.0.1', '10.24.0.1'].entries())
      expect(
        (await book(date, times[4 + index]!, { ip, email: `four${index}@example.test` }))
          .statusCode,
      ).toBe(200);
    const mapped = await book(date, times[7]!, {
      ip: '::ffff:10.24.0.1',
      email: 'four9@example.test',
    });
    expect(mapped.statusCode).toBe(429);
  });
});
