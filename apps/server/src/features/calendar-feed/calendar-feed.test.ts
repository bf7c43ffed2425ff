import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedState } from '@lexbridge/shared/schemas/calendar-feed';
import { auditLog, bookings, userRoles, users } from '../../db/schema/index';
import { addDaysTo, weekdayOf, zonedInstant, zonedParts } from '../../platform/calendar/time';
import { TEST_PUBLIC_URL } from '../../test/app';
import { createAppointment, createManagedBooking, createMatter } from '../../test/factories';
import { parseFeed } from '../../test/ics';
import { useAdmin, useClient, useTestApp } from '../../test/suite';

const ZONE = 'Europe/Nicosia';
const t = useTestApp();
const partner = useAdmin(t, 'feed.partner@kclaw.test', 'Feed Partner');
const associate = useAdmin(t, 'feed.associate@kclaw.test', 'Feed Associate');
const client = useClient(t, 'feed.client@example.com');

const call = (method: 'GET' | 'POST' | 'DELETE', cookie: string) =>
  t.app.inject({
    method,
    url: '/api/admin/calendar-feed',
    headers: { origin: TEST_PUBLIC_URL, cookie },
  });
const read = (url: string) => t.app.inject({ url: url.replace(TEST_PUBLIC_URL, '') });
const turnOn = async (cookie: string) => {
  const response = await call('POST', cookie);
  expect(response.statusCode, response.body).toBe(200);
  const state = response.json<CalendarFeedState>();
  expect(state.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  return state.url!;
};

/** The next change of Cyprus's clocks (the last Sunday of March or October) a week or more ahead. */
function nextClockChange() {
  let date = addDaysTo(zonedParts(new Date(), ZONE).date, 7);
  const offset = (day: string) =>
    zonedInstant(day, '12:00', ZONE)!.getTime() - Date.parse(`${day}T12:00:00Z`);
  while (offset(date) === offset(addDaysTo(date, 1))) date = addDaysTo(date, 1);
  return addDaysTo(date, 1);
}
const nicosiaTime = (at: Date) => zonedParts(at, ZONE).time;

describe("an administrator's calendar feed", () => {
  const change = nextClockChange();
  const before = addDaysTo(change, -2);
  const after = addDaysTo(change, 1);
  beforeAll(async () => {
    expect(weekdayOf(change)).toBe(0); // Cyprus changes its clocks on a Sunday
    const matter = await createMatter(t, client.id, { title: 'Estate of A. Pavlou' });
    for (const date of [before, after])
      await createAppointment(t, matter, {
        title: 'Hearing',
        startsAt: zonedInstant(date, '10:00', ZONE)!,
        location: 'District Court of Nicosia',
      });
    await createAppointment(t, matter, {
      title: 'Called off',
      startsAt: zonedInstant(after, '15:00', ZONE)!,
      status: 'cancelled',
    });
  });

  it('lists every appointment and paid consultation at the right hour across a clock change', async () => {
    const { bookingId } = await createManagedBooking(t);
    await t.db
      .update(bookings)
      .set({ description: 'Confidential: my brother forged the will' })
      .where(eq(bookings.id, bookingId));
    const url = await turnOn(partner.cookie);
    const response = await read(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const feed = parseFeed(response.body);
    expect(feed.name).toContain('appointments and consultations');

    const hearings = feed.events.filter((event) => event.summary.startsWith('Hearing'));
    expect(hearings.map((event) => zonedParts(event.start, ZONE).date)).toEqual([before, after]);
    // 10:00 in Nicosia on both sides of the change, though an hour apart in UTC.
    expect(hearings.map((event) => nicosiaTime(event.start))).toEqual(['10:00', '10:00']);
    expect(hearings[1]!.start.getTime() - hearings[0]!.start.getTime()).not.toBe(3 * 86_400_000);
    const [name] = await t.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, client.id));
    expect(hearings[0]).toMatchObject({
      summary: `Hearing: ${name!.name}`,
      location: 'District Court of Nicosia',
    });
    expect(hearings[0]!.description).toContain('Matter: Estate of A. Pavlou');
    expect(hearings[0]!.description).toContain(`Client: ${name!.name}`);
    expect(feed.events.some((event) => event.summary.startsWith('Called off'))).toBe(false);

    const consultation = feed.events.find((event) => event.uid.includes(bookingId));
    expect(consultation?.summary).toBe('Initial Consultation: Maria Georgiou');
    expect(response.body).not.toContain('forged');
  });

  it('stops working when replaced, turned off, or its owner is no longer an administrator', async () => {
    const first = await turnOn(associate.cookie);
    expect((await call('GET', associate.cookie)).json()).toMatchObject({ enabled: true });
    const second = await turnOn(associate.cookie);
    expect((await read(first)).statusCode).toBe(404);
    expect((await read(second)).statusCode).toBe(200);

    const off = await call('DELETE', associate.cookie);
    expect(off.json()).toEqual({ enabled: false, createdAt: null });
    const gone = await read(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(
      'This calendar address does not exist or was turned off.',
    );
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, associate.id), like(auditLog.action, 'calendar_feed.%')))
      .orderBy(asc(auditLog.createdAt));
    expect(actions.map((row) => row.action)).toEqual([
      'calendar_feed.enable',
      'calendar_feed.enable',
      'calendar_feed.revoke',
    ]);

    const third = await turnOn(associate.cookie);
    await t.db.delete(userRoles).where(eq(userRoles.userId, associate.id));
    expect((await read(third)).statusCode).toBe(404);
  });

  it('is an administrator’s only, and an address nobody was given opens nothing', async () => {
    expect((await call('POST', client.cookie)).statusCode).toBe(403);
    expect((await read(`/calendar/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await read('/calendar/short.ics')).statusCode).toBe(400);
  });
});
