import { z } from '../zod';
import { msg } from '../i18n/message';
import { consultationTypes } from '../firm/pricing';
import { emailSchema } from './auth';
import { isCalendarDate, isCalendarMonth } from './calendar-date';

const typeIds = consultationTypes.map((type) => type.id) as [
  (typeof consultationTypes)[number]['id'],
  ...(typeof consultationTypes)[number]['id'][],
];

export const consultationTypeSchema = z.enum(typeIds, {
  error: msg('validation:booking.type'),
});

export const isoDateSchema = z
  .string({ error: msg('validation:booking.dateRequired') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('validation:booking.dateFormat'))
  .refine(isCalendarDate, msg('validation:booking.dateFormat'));
export const monthSchema = z
  .string({ error: msg('validation:booking.monthRequired') })
  .refine(isCalendarMonth, msg('validation:booking.monthFormat'));
export const timeSchema = z
  .string({ error: msg('validation:booking.timeRequired') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('validation:booking.timeFormat'));

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

/** POST /api/bookings. There is no amount: the server prices the consultation type, never the browser. */
export const createBookingSchema = z.object({
  type: consultationTypeSchema,
  date: isoDateSchema,
  time: timeSchema,
  name: z
    .string({ error: msg('validation:name.required') })
    .trim()
    .min(1, msg('validation:name.required'))
    .max(120, msg('validation:booking.nameTooLong', { max: 120 })),
  email: emailSchema,
  phone: optionalText(40, msg('validation:booking.phoneTooLong', { max: 40 })),
  description: optionalText(2000, msg('validation:booking.descriptionTooLong', { max: 2000 })),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CheckoutRedirect = { url: string };

export const monthQuerySchema = z.object({
  month: monthSchema,
  type: consultationTypeSchema.optional(),
});
export const slotsQuerySchema = z.object({ date: isoDateSchema, type: consultationTypeSchema });

/** GET /api/availability?month=: the days a visitor can pick. */
export type MonthAvailability = { month: string; availableDates: string[] };
/** GET /api/availability/slots: free start times ('HH:mm', firm time zone). */
export type DaySlots = { date: string; type: string; slots: string[] };

export const confirmBookingSchema = z.object({
  sessionId: z
    .string({ error: msg('validation:booking.sessionMissing') })
    .min(1, msg('validation:booking.sessionMissing')),
});
export const releaseBookingSchema = z.object({
  bookingId: z.uuid(msg('validation:booking.reference')),
});
/**
 * A paid consultation as its confirmation shows it. The answer's key stays `appointment` (the API's
 * word since the spec's confirm-appointment-payment); the product calls it a consultation.
 */
export type BookedConsultation = {
  date: string;
  time: string;
  type: string;
  title: string;
  durationMinutes: number;
};
export type ConfirmBookingResponse = { appointment: BookedConsultation };

/** GET /api/checkout/test/:sessionId: what the built-in test checkout shows. */
export type TestCheckoutSession = {
  id: string;
  status: 'open' | 'paid' | 'expired';
  amountCents: number;
  currency: string;
  clientEmail: string;
  /** What is paid for: a consultation (its type and time) or an invoice (its number). */
  purchase:
    | { kind: 'consultation'; title: string; date: string; time: string; durationMinutes: number }
    | { kind: 'invoice'; number: string };
};
