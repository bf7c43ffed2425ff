/** A consultation or appointment to remind of: its start, and when its client last heard of it. */
export type Remindable = { id: string; startsAt: Date; since: Date };

const HOUR_MS = 60 * 60 * 1000;

/**
 * The reminder due now, in hours before the start, or null. Of the firm's reminders whose time
 * has come, the nearest one (a day-before reminder the job missed is not sent beside the
 * hour-before one). None once it has started: a late reminder is skipped, not sent after the
 * start. None whose time came before the client last heard of it (booked or moved at 20 hours'
 * notice, the confirmation was the day-before reminder).
 */
export function dueReminder(item: Remindable, hours: number[], now: Date): number | null {
  const start = item.startsAt.getTime();
  if (now.getTime() >= start) return null;
  const due = hours.filter((h) => now.getTime() >= start - h * HOUR_MS).sort((a, b) => a - b)[0];
  if (due === undefined || item.since.getTime() > start - due * HOUR_MS) return null;
  return due;
}
