import { describe, expect, it } from 'vitest';
import type { AdminMonth } from '@lexbridge/shared/schemas/availability';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useTestApp } from '../../test/suite';
import { bookSlot, freeTimes } from '../../test/booking-http';
import { publicHolidays } from '../../platform/calendar/public-holidays';

const t = useTestApp();
const admin = useAdmin(t);

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_PUBLIC_URL, cookie: admin.cookie },
    ...(payload ? { payload } : {}),
  });
const adminDay = async (date: string) => {
  const month = await call('GET', `/api/admin/availability?month=${date.slice(0, 7)}`);
  return month.json<AdminMonth>().days.find((day) => day.date === date)!;
};
const visitorDates = async (month: string) =>
  (await t.app.inject({ url: `/api/availability?month=${month}` })).json<{
    availableDates: string[];
  }>().availableDates;

describe("Cyprus's public holidays", () => {
  it('are the fixed dates and the Orthodox Easter-based ones, Green Monday and Kataklysmos included', () => {
    // Orthodox Easter 2027 is on 2 May: Good Friday 30 April, Green Monday 48 days before (15
    // March), Kataklysmos 50 days after (21 June).
    const holidays = publicHolidays('2027-01-01', '2027-12-31');
    expect([...holidays.keys()]).toEqual([
      '2027-01-01',
      '2027-01-06',
      '2027-03-15',
      '2027-03-25',
      '2027-04-01',
      '2027-04-30',
      '2027-05-01',
      '2027-05-02',
      '2027-05-03',
      '2027-06-21',
      '2027-08-15',
      '2027-10-01',
      '2027-10-28',
      '2027-12-25',
      '2027-12-26',
    ]);
    expect(holidays.get('2027-12-25')).toEqual({ en: 'Christmas Day', el: 'Χριστούγεννα' });
    expect(holidays.get('2027-03-15')).toEqual({ en: 'Green Monday', el: 'Καθαρά Δευτέρα' });
  });

  it('are closed to consultations by default, and the firm can reopen and close each', async () => {
    // Christmas Day 2030 is a Wednesday, a weekday the firm opens.
    const christmas = '2030-12-25';
    expect(await freeTimes(t.app, christmas)).toEqual([]);
    expect(await visitorDates('2030-12')).not.toContain(christmas);
    expect(await visitorDates('2030-12')).toContain('2030-12-27');
    const refused = await bookSlot(t.app, { type: 'initial', date: christmas, time: '10:00' });
    expect(refused.statusCode).toBe(409);
    expect(await adminDay(christmas)).toMatchObject({
      state: 'blocked',
      blockedDateId: null,
      holiday: { name: { en: 'Christmas Day', el: 'Χριστούγεννα' }, reopened: false },
    });

    expect((await call('POST', '/api/admin/holidays', { date: christmas })).statusCode).toBe(200);
    // Reopening twice is no error.
    expect((await call('POST', '/api/admin/holidays', { date: christmas })).statusCode).toBe(200);
    expect(await freeTimes(t.app, christmas)).toContain('10:00');
    expect(await visitorDates('2030-12')).toContain(christmas);
    expect(await adminDay(christmas)).toMatchObject({
      state: 'available',
      holiday: { reopened: true },
    });

    expect((await call('DELETE', `/api/admin/holidays/${christmas}`)).statusCode).toBe(204);
    expect(await freeTimes(t.app, christmas)).toEqual([]);
  });

  it('refuses to reopen a day that is no holiday, saying so', async () => {
    const response = await call('POST', '/api/admin/holidays', { date: '2030-12-27' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'NOT_A_HOLIDAY',
      message: expect.stringContaining('2030-12-27 is not a public holiday'),
    });
  });
});
