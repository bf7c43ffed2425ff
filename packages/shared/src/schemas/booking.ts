import { z } from '../zod';
import { msg } from '../i18n/message';
import { STABLE_ID } from '../site/ids';
import type { LocalizedText } from '../site/text';
import { emailSchema } from './auth';
import { isCalendarDate, isCalendarMonth } from './calendar-date';

/**
 * A consultation type's stable id in the site content (Admin -> Site). Only its form is checked
 * here: whether the published site offers it is the server's question (400 when it does not).
 */
export const consultationTypeIdSchema = z
  .string({ error: msg('validation:booking.type') })
  .regex(STABLE_ID, msg('validation:booking.type'));

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
  type: consultationTypeIdSchema,
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
  type: consultationTypeIdSchema.optional(),
});
export const slotsQuerySchema = z.object({ date: isoDateSchema, type: consultationTypeIdSchema });

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
  /** `name` in the request's language (or the other one, when the firm left it untranslated). */
  title: string;
  /** The type's name as it was when the booking started, in both languages. */
  name: LocalizedText;
  durationMinutes: number;
  /** What the client quotes for this booking (in a reply, on the phone). */
  reference: string;
  /** The key of the booking's manage page (move or cancel): the confirmation's signed link. */
  manageToken: string;
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
