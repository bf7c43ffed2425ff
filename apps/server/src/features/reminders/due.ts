/** A consultation or appointment to remind of: its start, and when its client last heard of it. */
export type Remindable = { id: string; startsAt: Date; since: Date };

const HOUR_MS = 60 * 60 * 1000;
/**
 * The latest a reminder is written before the start: mail the outbox fails to deliver at once
 * is tried again for most of an hour, and a reminder must not arrive after the start.
 */
const LATEST_BEFORE_START_MS = 15 * 60 * 1000;

/**
 * The reminder due now, in hours before the start, or null. Of the firm's reminders whose time
 * has come, the nearest one (a day-before reminder the job missed is not sent beside the
 * hour-before one). None in the last quarter of an hour before the start: a late reminder is
 * skipped, never sent (or delivered) after the start. None whose time came before the client last heard of it (booked or moved at 20 hours'
 * notice, the confirmation was the day-before reminder).
 */
export function dueReminder(item: Remindable, hours: number[], now: Date): number | null {
  const start = item.startsAt.getTime();
  if (now.getTime() >= start - LATEST_BEFORE_START_MS) return null;
  const due = hours.filter((h) => now.getTime() >= start - h * HOUR_MS).sort((a, b) => a - b)[0];
  if (due === undefined || item.since.getTime() > start - due * HOUR_MS) return null;
  return due;
}
