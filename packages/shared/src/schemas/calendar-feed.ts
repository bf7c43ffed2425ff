import { z } from '../zod';

/**
 * GET, POST and DELETE /api/admin/calendar-feed: whether the signed-in administrator's private
 * calendar feed is on, and since when. Only POST (a new address) answers `url`: the address is
 * shown once, since only a hash of its secret is kept.
 */
export type CalendarFeedState = { enabled: boolean; createdAt: string | null; url?: string };

/** The feed's file name: its secret (32 random bytes, base64url) and `.ics`. */
export const calendarFeedParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/),
});
