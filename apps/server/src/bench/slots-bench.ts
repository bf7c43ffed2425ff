/**
 * `npm run bench:slots`: server time of month availability for a busy month (200 bookings and
 * blocks) on the embedded database, against the 20 ms goal. Exits 1 when the median misses it.
 */
import { performance } from 'node:perf_hooks';
import { openPglite } from '../db/client';
import { blockedDates, blockedTimeSlots, bookings } from '../db/schema/index';
import { monthAvailability, timeZone } from '../features/booking';
import {
  addDaysTo,
  datesOfMonth,
  fromMinutes,
  weekdayOf,
  zonedInstant,
  zonedParts,
} from '../platform/calendar/time';

const GOAL_MS = 20;
const RUNS = 50;

const database = await openPglite('memory');
const { db } = database;
const today = zonedParts(new Date(), timeZone).date;
const month = addDaysTo(`${today.slice(0, 7)}-01`, 40).slice(0, 7);
const weekdays = datesOfMonth(month).filter((date) => ![0, 6].includes(weekdayOf(date)));

// 170 half-hour bookings (up to fourteen a day), 20 blocked slots and 10 blocked dates: 200 rows.
// 16:30 stays free everywhere, so every open day still has to be computed slot by slot.
const bookingRows = weekdays
  .flatMap((date) => Array.from({ length: 14 }, (_, i) => ({ date, minutes: 9 * 60 + i * 30 })))
  .slice(0, 170)
  .map(({ date, minutes }) => {
    const startAt = zonedInstant(date, fromMinutes(minutes), timeZone)!;
    return {
      type: 'initial',
      typeName: { en: 'Initial Consultation', el: 'Αρχική Συμβουλευτική Συνάντηση' },
      clientName: 'Bench',
      clientEmail: 'bench@example.test',
      startAt,
      endAt: new Date(startAt.getTime() + 1_800_000),
      amountCents: 15_000,
      currency: 'EUR',
      status: 'confirmed' as const,
      holdExpiresAt: startAt,
      paymentProvider: 'test' as const,
    };
  });
const slotBlocks = weekdays
  .slice(0, 20)
  .map((date) => ({ date, startTime: '16:00', endTime: '16:30' }));
const dateBlocks = datesOfMonth(month)
  .filter((date) => [0, 6].includes(weekdayOf(date)))
  .concat(weekdays.slice(-2))
  .slice(0, 10)
  .map((date) => ({ date }));
await db.insert(bookings).values(bookingRows);
await db.insert(blockedTimeSlots).values(slotBlocks);
await db.insert(blockedDates).values(dateBlocks);

const times: number[] = [];
for (let run = 0; run < RUNS + 5; run += 1) {
  const started = performance.now();
  await monthAvailability(db, month, 30);
  if (run >= 5) times.push(performance.now() - started); // the first runs warm up
}
await database.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const p95 = times[Math.floor(times.length * 0.95)]!;
const rows =
  bookingRows.length +
  slotBlocks.length +
  Math.min(dateBlocks.length, 200 - bookingRows.length - slotBlocks.length);
console.log(
  `month availability for ${month} with ${rows} bookings and blocks: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (goal ${GOAL_MS} ms)`,
);
process.exitCode = median <= GOAL_MS ? 0 : 1;
