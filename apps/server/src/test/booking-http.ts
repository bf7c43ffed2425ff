import type { FastifyInstance } from 'fastify';
import { firm } from '@lexbridge/shared/firm/firm';
import { addDaysTo, weekdayOf, zonedParts } from '../platform/calendar/time';
import { publicHolidayOn } from '../platform/calendar/public-holidays';

/**
 * The `weeksAhead`-th Monday from today in the firm's zone that is no public holiday (closed to
 * consultations by default), so no slot of it is in the past and each number is its own day.
 */
export function futureMonday(weeksAhead = 2): string {
  let date = zonedParts(new Date(), firm.timeZone).date;
  while (weekdayOf(date) !== 1) date = addDaysTo(date, 1);
  for (let found = publicHolidayOn(date) ? -1 : 0; found < weeksAhead;) {
    date = addDaysTo(date, 7);
    if (!publicHolidayOn(date)) found += 1;
  }
  return date;
}

let nextIp = 1;
/**
 * Each call looks like another visitor (address and, unless given, e-mail), so neither the per-IP
 * booking limit nor the open holds allowed per address and per e-mail interfere.
 */
export function bookSlot(
  app: FastifyInstance,
  body: { type: string; date: string; time: string; name?: string; email?: string },
  /** The page's language: the confirmation and later mails are written in it. */
  language: 'en' | 'el' = 'en',
) {
  nextIp += 1;
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { 'accept-language': language },
    remoteAddress: `10.0.${Math.floor(nextIp / 250) % 250}.${nextIp % 250}`,
    payload: { name: 'Maria Georgiou', email: `visitor-${nextIp}@example.test`, ...body },
  });
}

export async function freeTimes(app: FastifyInstance, date: string, type = 'initial') {
  const response = await app.inject({ url: `/api/availability/slots?date=${date}&type=${type}` });
  return (response.json() as { slots: string[] }).slots;
}

/** The success page's (and any retry's) request to confirm a paid booking. */
export const confirmBooking = (app: FastifyInstance, sessionId: string) =>
  app.inject({ method: 'POST', url: '/api/bookings/confirm', payload: { sessionId } });

/** The Pay button of the built-in test checkout. */
export const payTestCheckout = (app: FastifyInstance, sessionId: string) =>
  app.inject({ method: 'POST', url: `/api/checkout/test/${sessionId}/pay` });

export function sessionIdOf(url: string): string {
  return url.split('/').at(-1)!;
}

/** Books a time as a visitor, pays at the test checkout and confirms; answers the session's id. */
export async function bookAndPay(
  app: FastifyInstance,
  body: { type?: string; date: string; time: string; name?: string; email?: string },
  language: 'en' | 'el' = 'en',
) {
  const created = await bookSlot(app, { type: 'initial', ...body }, language);
  if (created.statusCode !== 200) throw new Error(`booking refused: ${created.body}`);
  const sessionId = sessionIdOf(created.json<{ url: string }>().url);
  await payTestCheckout(app, sessionId);
  await confirmBooking(app, sessionId);
  return sessionId;
}
