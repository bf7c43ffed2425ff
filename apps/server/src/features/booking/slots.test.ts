import { describe, expect, it } from 'vitest';
import { freeSlots, isSlotBlocked, slotStarts, type AvailabilityWindow } from './slots';
import { zonedInstant } from '../../platform/calendar/time';

const TZ = 'Europe/Nicosia';
const window = (over: Partial<AvailabilityWindow> = {}): AvailabilityWindow => ({
  dayOfWeek: 1,
  startTime: '09:00',
  endTime: '11:00',
  slotDuration: 30,
  isActive: true,
  ...over,
});
// 2026-06-01 is a Monday; "now" is long before it unless a test says otherwise.
const MONDAY = '2026-06-01';
const base = {
  date: MONDAY,
  windows: [window()],
  dateBlocked: false,
  blocks: [],
  busy: [],
  durationMinutes: 30,
  now: new Date('2026-01-01T00:00:00Z'),
  timeZone: TZ,
};

describe('slotStarts', () => {
  it('steps through each active window of the weekday at its slot duration', () => {
    expect(slotStarts(MONDAY, [window()]).map((s) => s.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
    ]);
    expect(slotStarts(MONDAY, [window({ slotDuration: 60 })]).map((s) => s.time)).toEqual([
      '09:00',
      '10:00',
    ]);
    expect(slotStarts('2026-06-02', [window()])).toEqual([]);
    expect(slotStarts(MONDAY, [window({ isActive: false })])).toEqual([]);
  });

  it('de-duplicates and sorts starts from overlapping windows', () => {
    const windows = [window({ startTime: '10:00', endTime: '12:00', slotDuration: 60 }), window()];
    expect(slotStarts(MONDAY, windows).map((s) => s.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
  });
});

describe('isSlotBlocked', () => {
  it('blocks a start at or after a block start and before its end', () => {
    const blocks = [{ startTime: '09:30', endTime: '10:00' }];
    expect(isSlotBlocked(9 * 60, blocks)).toBe(false);
    expect(isSlotBlocked(9 * 60 + 30, blocks)).toBe(true);
    expect(isSlotBlocked(10 * 60, blocks)).toBe(false);
  });
});

describe('freeSlots', () => {
  it('is empty on a blocked date', () => {
    expect(freeSlots({ ...base, dateBlocked: true })).toEqual([]);
  });

  it('keeps a consultation inside its window and clear of every blocked slot it would overlap', () => {
    expect(freeSlots({ ...base, durationMinutes: 60 })).toEqual(['09:00', '09:30', '10:00']);
    const blocks = [{ startTime: '10:00', endTime: '10:30' }];
    expect(freeSlots({ ...base, blocks })).toEqual(['09:00', '09:30', '10:30']);
    expect(freeSlots({ ...base, blocks, durationMinutes: 60 })).toEqual(['09:00']);
    expect(freeSlots({ ...base, durationMinutes: 45 })).toEqual(['09:00', '09:30', '10:00']);
  });

  it('drops starts whose consultation overlaps a live booking', () => {
    const busy = [
      { startAt: zonedInstant(MONDAY, '10:00', TZ)!, endAt: zonedInstant(MONDAY, '10:45', TZ)! },
    ];
    expect(freeSlots({ ...base, busy })).toEqual(['09:00', '09:30']);
    expect(freeSlots({ ...base, busy, durationMinutes: 60 })).toEqual(['09:00']);
  });

  it('drops times already past', () => {
    const now = zonedInstant(MONDAY, '09:30', TZ)!;
    expect(freeSlots({ ...base, now })).toEqual(['10:00', '10:30']);
  });
});

describe('time zone', () => {
  it('places the same wall time at the right instant in summer and winter', () => {
    expect(zonedInstant('2026-06-01', '09:00', TZ)!.toISOString()).toBe('2026-06-01T06:00:00.000Z');
    expect(zonedInstant('2026-12-07', '09:00', TZ)!.toISOString()).toBe('2026-12-07T07:00:00.000Z');
  });

  it('skips the hour that does not exist when clocks go forward', () => {
    // Sunday 29 March 2026: 03:00 becomes 04:00 in Nicosia.
    const windows = [window({ dayOfWeek: 0, startTime: '02:00', endTime: '05:00' })];
    const slots = freeSlots({ ...base, date: '2026-03-29', windows });
    expect(slots).toEqual(['02:00', '02:30', '04:00', '04:30']);
    expect(zonedInstant('2026-03-29', '04:00', TZ)!.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('offers the repeated autumn hour once and measures bookings in real time', () => {
    // Sunday 25 October 2026: 04:00 goes back to 03:00.
    const windows = [window({ dayOfWeek: 0, startTime: '02:00', endTime: '05:00' })];
    const date = '2026-10-25';
    expect(freeSlots({ ...base, date, windows })).toEqual([
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
    ]);
    const busy = [
      { startAt: zonedInstant(date, '02:00', TZ)!, endAt: zonedInstant(date, '04:00', TZ)! },
    ];
    // 02:00 +3h is 04:00 local after the change: three real hours.
    expect(zonedInstant(date, '04:00', TZ)!.getTime() - busy[0]!.startAt.getTime()).toBe(
      3 * 3_600_000,
    );
    expect(freeSlots({ ...base, date, windows, busy })).toEqual(['04:00', '04:30']);
  });
});
