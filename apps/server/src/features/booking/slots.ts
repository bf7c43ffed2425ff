import { dayClock, fromMinutes, toMinutes, weekdayOf } from '../../platform/calendar/time';

export type AvailabilityWindow = {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  slotDuration: number;
  isActive: boolean;
};
export type TimeBlock = { startTime: string; endTime: string };
export type BusyInterval = { startAt: Date; endAt: Date };

export type SlotStart = {
  time: string;
  /** Minutes after midnight. */
  start: number;
  /** This slot's own length (its window's slot duration). */
  step: number;
  /** Latest end among the windows offering this start: a consultation must finish by then. */
  windowEnd: number;
};

/** Slot starts of a date: each active window at its slot_duration step, de-duplicated and sorted. */
export function slotStarts(date: string, windows: AvailabilityWindow[]): SlotStart[] {
  const weekday = weekdayOf(date);
  const byStart = new Map<number, SlotStart>();
  for (const window of windows) {
    if (!window.isActive || window.dayOfWeek !== weekday || window.slotDuration <= 0) continue;
    const end = toMinutes(window.endTime);
    for (let start = toMinutes(window.startTime); start + window.slotDuration <= end;) {
      const known = byStart.get(start);
      if (!known || known.windowEnd < end) {
        byStart.set(start, {
          time: fromMinutes(start),
          start,
          step: window.slotDuration,
          windowEnd: end,
        });
      }
      start += window.slotDuration;
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** A slot is blocked when its start is at or after a block's start and before its end. */
export function isSlotBlocked(start: number, blocks: TimeBlock[]): boolean {
  return blocks.some(
    (block) => start >= toMinutes(block.startTime) && start < toMinutes(block.endTime),
  );
}

export type FreeSlotInput = {
  date: string;
  windows: AvailabilityWindow[];
  dateBlocked: boolean;
  blocks: TimeBlock[];
  busy: BusyInterval[];
  durationMinutes: number;
  now: Date;
  timeZone: string;
};

/**
 * Start times a visitor can book for a consultation of `durationMinutes`: not on a blocked date, not
 * in the past, inside its window, and overlapping no blocked slot and no live booking.
 */
export function freeSlots(input: FreeSlotInput): string[] {
  if (input.dateBlocked) return [];
  const blocks = input.blocks.map((block) => [
    toMinutes(block.startTime),
    toMinutes(block.endTime),
  ]);
  const starts = slotStarts(input.date, input.windows);
  if (starts.length === 0) return [];
  const instantOf = dayClock(input.date, input.timeZone);
  const free: string[] = [];
  for (const slot of starts) {
    const end = slot.start + input.durationMinutes;
    if (end > slot.windowEnd) continue;
    if (blocks.some(([from, to]) => slot.start < to! && end > from!)) continue;
    const startAt = instantOf(slot.time);
    if (!startAt || startAt.getTime() <= input.now.getTime()) continue;
    const endAt = startAt.getTime() + input.durationMinutes * 60_000;
    const taken = input.busy.some(
      (busy) => startAt.getTime() < busy.endAt.getTime() && endAt > busy.startAt.getTime(),
    );
    if (!taken) free.push(slot.time);
  }
  return free;
}
