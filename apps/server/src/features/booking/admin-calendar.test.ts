import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useTestApp } from '../../test/suite';
import { createAdmin, createClient } from '../../test/factories';
import { bookSlot, freeTimes, futureMonday } from '../../test/booking-http';
import { addDaysTo } from '../../platform/calendar/time';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = (await createAdmin(t)).cookie;
});

const as = (cookie: string | undefined, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie, origin: TEST_PUBLIC_URL } : {},
    payload,
  });

describe('admin calendar routes', () => {
  it('refuse visitors and clients', async () => {
    const client = (await createClient(t)).cookie;
    const month = futureMonday().slice(0, 7);
    const calls: [string, string, object?][] = [
      ['GET', `/api/admin/availability?month=${month}`],
      ['GET', `/api/admin/availability/day?date=${futureMonday()}`],
      ['POST', '/api/admin/blocked-dates', { date: futureMonday() }],
      ['POST', '/api/admin/blocked-slots', { date: futureMonday(), startTime: '09:00' }],
      ['POST', '/api/admin/availability/weekdays', { dayOfWeek: 6 }],
      [
        'PUT',
        '/api/admin/availability/defaults',
        { startTime: '10:00', endTime: '12:00', slotDuration: 60 },
      ],
    ];
    for (const [method, url, payload] of calls) {
      expect((await as(undefined, method, url, payload)).statusCode).toBe(401);
      expect((await as(client, method, url, payload)).statusCode).toBe(403);
    }
    expect(await freeTimes(t.app, futureMonday())).toContain('09:00');
  });

  it('blocks and unblocks a date, which visitors then cannot pick', async () => {
    const date = futureMonday(3);
    const month = date.slice(0, 7);
    const blocked = await as(admin, 'POST', '/api/admin/blocked-dates', { date, reason: 'Court' });
    expect(blocked.statusCode).toBe(200);
    const visitorMonth = (await t.app.inject({ url: `/api/availability?month=${month}` })).json();
    expect(visitorMonth.availableDates).not.toContain(date);
    expect(await freeTimes(t.app, date)).toEqual([]);
    const grid = (await as(admin, 'GET', `/api/admin/availability?month=${month}`)).json();
    const day = grid.days.find((d: { date: string }) => d.date === date);
    expect(day).toEqual({
      date,
      state: 'blocked',
      blockedDateId: blocked.json().id,
      entries: 0,
      holiday: null,
    });
    expect(
      (await as(admin, 'DELETE', `/api/admin/blocked-dates/${day.blockedDateId}`)).statusCode,
    ).toBe(204);
    expect(await freeTimes(t.app, date)).toContain('09:00');
  });

  it('blocks one slot for one slot duration and shows the day as partially blocked', async () => {
    const date = futureMonday(4);
    const block = await as(admin, 'POST', '/api/admin/blocked-slots', { date, startTime: '10:00' });
    expect(block.json()).toMatchObject({ date, startTime: '10:00', endTime: '10:30' });
    expect(await freeTimes(t.app, date)).not.toContain('10:00');
    expect(await freeTimes(t.app, date, 'extended')).not.toContain('09:30');
    const dayView = (await as(admin, 'GET', `/api/admin/availability/day?date=${date}`)).json();
    expect(dayView.slots.find((s: { time: string }) => s.time === '10:00')).toMatchObject({
      blocked: true,
    });
    const grid = (
      await as(admin, 'GET', `/api/admin/availability?month=${date.slice(0, 7)}`)
    ).json();
    expect(grid.days.find((d: { date: string }) => d.date === date).state).toBe('partial');
    expect(
      (await as(admin, 'DELETE', `/api/admin/blocked-slots/${block.json().id}`)).statusCode,
    ).toBe(204);
    expect(await freeTimes(t.app, date)).toContain('10:00');
  });

  it('enables a closed weekday with the saved default times, and lists the day bookings', async () => {
    const saturday = addDaysTo(futureMonday(5), 5);
    expect(await freeTimes(t.app, saturday)).toEqual([]);
    const saved = await as(admin, 'PUT', '/api/admin/availability/defaults', {
      startTime: '10:00',
      endTime: '12:00',
      slotDuration: 60,
    });
    expect(saved.statusCode).toBe(200);
    expect((await as(admin, 'GET', '/api/admin/availability/defaults')).json()).toEqual({
      startTime: '10:00',
      endTime: '12:00',
      slotDuration: 60,
    });
    const monthUrl = `/api/admin/availability?month=${saturday.slice(0, 7)}`;
    expect((await as(admin, 'GET', monthUrl)).json().configuredWeekdays).toEqual([1, 2, 3, 4, 5]);
    const enabled = await as(admin, 'POST', '/api/admin/availability/weekdays', { dayOfWeek: 6 });
    expect(enabled.json()).toEqual({ weekday: 'Saturday', result: 'created' });
    expect((await as(admin, 'GET', monthUrl)).json().configuredWeekdays).toContain(6);
    expect(await freeTimes(t.app, saturday)).toEqual(['10:00', '11:00']);
    await bookSlot(t.app, { type: 'initial', date: saturday, time: '10:00', name: 'Nikos' });
    const dayView = (await as(admin, 'GET', `/api/admin/availability/day?date=${saturday}`)).json();
    expect(dayView.bookings).toEqual([
      expect.objectContaining({
        time: '10:00',
        clientName: 'Nikos',
        title: 'Initial Consultation',
        paid: false,
      }),
    ]);
  });
});
