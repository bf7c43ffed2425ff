import { z } from '../zod';
import { msg } from '../i18n/message';
import type { LocalizedText } from '../site/text';
import { isoDateSchema, monthSchema, timeSchema } from './booking';

export const CANCEL_REASON_MAX = 1000;

/** The manage link's token, as the URL carries it: only the server can tell a real one. */
export const manageTokenParams = z.object({
  token: z.string().min(1).max(200, msg('errors:booking.manageLinkInvalid')),
});

/** POST /api/bookings/manage/:token/reschedule: a new free time of the same consultation. */
export const rescheduleBookingSchema = z.object({ date: isoDateSchema, time: timeSchema });
export type RescheduleBookingInput = z.input<typeof rescheduleBookingSchema>;

/** POST /api/bookings/manage/:token/cancel: why (the firm reads it). */
export const cancelBookingSchema = z.object({
  reason: z
    .string({ error: msg('validation:booking.cancelReason') })
    .trim()
    .min(1, msg('validation:booking.cancelReason'))
    .max(
      CANCEL_REASON_MAX,
      msg('validation:booking.cancelReasonTooLong', { max: CANCEL_REASON_MAX }),
    ),
});
export type CancelBookingInput = z.input<typeof cancelBookingSchema>;

/** GET /api/bookings/manage/:token: the consultation and what its manage page may still do. */
export type ManagedBooking = {
  reference: string;
  /** The consultation type's id (its free times are asked with it) and its name when booked. */
  type: string;
  name: LocalizedText;
  /** On the firm's clock. */
  date: string;
  time: string;
  minutes: number;
  amountCents: number;
  currency: string;
  status: 'confirmed' | 'cancelled';
  /** Until when it can be moved or cancelled (ISO 8601): the cut-off before its start. */
  changeableUntil: string;
  canChange: boolean;
  cutoffHours: number;
  /** Whether cancelling now pays the amount back (the firm's policy). */
  refundOnCancel: boolean;
  /** Once cancelled: what was paid back (0 for nothing). */
  refundedCents: number | null;
};

/** GET .../availability?month= of a booking being moved (the manage link's, or the firm's). */
export const moveMonthQuerySchema = z.object({ month: monthSchema });
/** GET .../slots?date= of a booking being moved. */
export const moveDayQuerySchema = z.object({ date: isoDateSchema });

/**
 * POST /api/admin/bookings/:id/cancel: the firm's reason (the client reads it in the mail) and
 * whether the whole amount is refunded.
 */
export const adminCancelBookingSchema = cancelBookingSchema.extend({
  refund: z.boolean({ error: msg('validation:booking.refundChoice') }),
});
export type AdminCancelBookingInput = z.input<typeof adminCancelBookingSchema>;

/**
 * GET /api/bookings/policy: the firm's cancellation policy, shown before paying: a booking can be
 * moved or cancelled until `cutoffHours` before it starts, refunded in full before then or not.
 */
export type BookingPolicy = { cutoffHours: number; refundBeforeCutoff: boolean };
