import { z } from '../zod';
import { consultationTypes } from '../firm/pricing';
import { emailSchema } from './auth';

const typeIds = consultationTypes.map((type) => type.id) as [
  (typeof consultationTypes)[number]['id'],
  ...(typeof consultationTypes)[number]['id'][],
];

export const consultationTypeSchema = z.enum(typeIds, {
  error: 'Choose a consultation type.',
});

export const isoDateSchema = z
  .string({ error: 'Choose a date.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-03-31.');
export const monthSchema = z
  .string({ error: 'Choose a month.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Months look like 2026-03.');
export const timeSchema = z
  .string({ error: 'Choose a time.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times look like 09:30.');

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
    .string({ error: 'Enter your name.' })
    .trim()
    .min(1, 'Enter your name.')
    .max(120, 'Keep the name under 120 characters.'),
  email: emailSchema,
  phone: optionalText(40, 'Keep the phone number under 40 characters.'),
  description: optionalText(2000, 'Keep the description under 2000 characters.'),
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
    .string({ error: 'The payment session is missing.' })
    .min(1, 'The payment session is missing.'),
});
export const releaseBookingSchema = z.object({
  bookingId: z.uuid('The booking reference is not valid.'),
});
export type Appointment = {
  date: string;
  time: string;
  type: string;
  title: string;
  durationMinutes: number;
};
export type ConfirmBookingResponse = { appointment: Appointment };

/** GET /api/checkout/test/:sessionId: what the built-in test checkout shows. */
export type TestCheckoutSession = {
  id: string;
  status: 'open' | 'paid' | 'expired';
  amountCents: number;
  currency: string;
  title: string;
  date: string;
  time: string;
  durationMinutes: number;
  clientEmail: string;
};
