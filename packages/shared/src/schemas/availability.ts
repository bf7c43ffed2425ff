import { z } from '../zod';
import { msg } from '../i18n/message';
import type { LocalizedText } from '../site/text';
import { isoDateSchema, monthSchema, timeSchema } from './booking';

export const SLOT_DURATIONS = [15, 30, 60] as const;

/** Admin calendar day states (the grid's legend uses these words). */
export type DayState = 'available' | 'partial' | 'blocked' | 'disabled';

export type AdminMonth = {
  month: string;
  days: {
    date: string;
    /** Slots blocked, booked or taken by an appointment count against the day's openness. */
    state: DayState;
    blockedDateId: string | null;
    /** Consultations (paid or being paid for) and scheduled appointments starting that day. */
    entries: number;
    /** A public holiday where the firm is: closed to consultations unless the firm reopened it. */
    holiday: { name: LocalizedText; reopened: boolean } | null;
  }[];
  /** Weekdays (0 = Sunday) that have a setting, active or not: opening one reactivates it. */
  configuredWeekdays: number[];
};

export type AdminSlot = {
  time: string;
  endTime: string;
  blocked: boolean;
  blockId: string | null;
  /** A consultation or a scheduled appointment overlaps it, so visitors cannot book it. */
  taken: boolean;
};
export type AdminBooking = {
  id: string;
  time: string;
  endTime: string;
  clientName: string;
  clientEmail: string;
  type: string;
  /** `name` in the request's language. */
  title: string;
  /** The consultation type's name as it was when booked, in both languages. */
  name: LocalizedText;
  status: string;
  paid: boolean;
  /** What was paid (the firm may refund it all when it cancels). */
  amountCents: number;
  currency: string;
};
/** An appointment the firm set on a matter, as the day's calendar lists it. */
export type AdminDayAppointment = {
  id: string;
  time: string;
  endTime: string;
  title: string;
  status: 'scheduled' | 'completed';
  location: string | null;
  matterTitle: string;
  clientId: string;
  clientName: string;
};
export type AdminDay = {
  date: string;
  slots: AdminSlot[];
  bookings: AdminBooking[];
  appointments: AdminDayAppointment[];
};

export const adminMonthQuerySchema = z.object({ month: monthSchema });
export const adminDayQuerySchema = z.object({ date: isoDateSchema });

export const blockDateSchema = z.object({
  date: isoDateSchema,
  reason: z
    .string()
    .trim()
    .max(200, msg('validation:availability.reasonTooLong', { max: 200 }))
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type BlockDateInput = z.input<typeof blockDateSchema>;

/** POST /api/admin/holidays (reopen) and DELETE /api/admin/holidays/:date (close again). */
export const holidayDateSchema = z.object({ date: isoDateSchema });

export const blockSlotSchema = z.object({ date: isoDateSchema, startTime: timeSchema });
export const enableWeekdaySchema = z.object({
  dayOfWeek: z
    .number()
    .int()
    .min(0, msg('validation:availability.weekday'))
    .max(6, msg('validation:availability.weekday')),
});
export type EnableWeekdayResult = { weekday: string; result: 'enabled' | 'created' };

export const defaultTimesSchema = z
  .object({
    startTime: timeSchema,
    endTime: timeSchema,
    slotDuration: z.union([z.literal(15), z.literal(30), z.literal(60)], {
      error: msg('validation:availability.slotDuration'),
    }),
  })
  .refine((value) => value.startTime < value.endTime, {
    message: msg('validation:availability.endAfterStart'),
    path: ['endTime'],
  });
export type DefaultTimes = z.infer<typeof defaultTimesSchema>;

export const idParamSchema = z.object({ id: z.uuid(msg('validation:id.invalid')) });
