import { z } from '../zod';
import { msg } from '../i18n/message';
import type { LocalizedText } from '../site/text';
import { isCalendarDate } from './calendar-date';

/**
 * An appointment is a meeting on a matter (in the office, by phone or by video). Labels are
 * `appointments:status.<value>`.
 */
export const appointmentStatuses = ['scheduled', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
export const appointmentStatusLabel = (status: AppointmentStatus) =>
  `appointments:status.${status}` as const;

export const APPOINTMENT_TITLE_MAX = 200;
export const APPOINTMENT_LOCATION_MAX = 500;
/** Between five minutes and a full working day. */
export const APPOINTMENT_MIN_MINUTES = 5;
export const APPOINTMENT_MAX_MINUTES = 720;
/** The client's upcoming appointments reach this many days ahead. */
export const UPCOMING_DAYS = 30;
export const APPOINTMENT_LIST_MAX = 100;

const title = z
  .string({ error: msg('validation:appointment.titleRequired') })
  .trim()
  .min(1, msg('validation:appointment.titleRequired'))
  .max(
    APPOINTMENT_TITLE_MAX,
    msg('validation:appointment.titleTooLong', { max: APPOINTMENT_TITLE_MAX }),
  );

/** A real calendar date, 'yyyy-MM-dd' (the firm's calendar). */
const date = z
  .string({ error: msg('validation:appointment.date') })
  .refine(isCalendarDate, msg('validation:appointment.date'));

/** A wall-clock time 'HH:mm' in the firm's time zone. */
const time = z
  .string({ error: msg('validation:appointment.time') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('validation:appointment.time'));

const durationError = msg('validation:appointment.duration', {
  min: APPOINTMENT_MIN_MINUTES,
  max: APPOINTMENT_MAX_MINUTES,
});
const durationMinutes = z.coerce
  .number({ error: durationError })
  .int(durationError)
  .min(APPOINTMENT_MIN_MINUTES, durationError)
  .max(APPOINTMENT_MAX_MINUTES, durationError);

/** An address, a phone number or a video link; '' means none (stored as null). */
const location = z
  .string()
  .trim()
  .max(
    APPOINTMENT_LOCATION_MAX,
    msg('validation:appointment.locationTooLong', { max: APPOINTMENT_LOCATION_MAX }),
  )
  .transform((value) => value || null)
  .nullable()
  .optional();

export const appointmentStatusSchema = z.enum(appointmentStatuses, {
  error: msg('validation:appointment.status'),
});

const fields = { title, date, time, durationMinutes, location };

/**
 * Sent after the firm was told the time overlaps a consultation, to place it there anyway. Without
 * it such an appointment is refused with the clash named (409 APPOINTMENT_CLASH).
 */
const overConsultation = z.boolean().optional();

/** POST /api/admin/matters/:id/appointments. The start is a date and a time where the firm is. */
export const createAppointmentSchema = z.object({ ...fields, overConsultation });
export type CreateAppointmentInput = z.input<typeof createAppointmentSchema>;

/** PATCH /api/admin/appointments/:id: only the fields sent change. */
export const updateAppointmentSchema = z
  .object({ ...fields, status: appointmentStatusSchema, overConsultation })
  .partial();
export type UpdateAppointmentInput = z.input<typeof updateAppointmentSchema>;

export const appointmentIdParams = z.object({ id: z.uuid(msg('validation:id.invalid')) });

const matterId = z.uuid(msg('validation:id.invalid')).optional();

/** GET /api/admin/appointments: a client's or a matter's appointments (one of them is needed). */
export const adminAppointmentQuerySchema = z
  .object({
    clientId: z.string().trim().min(1).max(100, msg('validation:id.invalid')).optional(),
    matterId,
  })
  .refine((query) => query.clientId || query.matterId, {
    message: msg('validation:appointment.filterRequired'),
  });
export type AdminAppointmentQuery = z.input<typeof adminAppointmentQuerySchema>;

/**
 * GET /api/appointments: the signed-in client's own. `upcoming=true` keeps the scheduled ones
 * from now to UPCOMING_DAYS ahead; `limit` caps the list (its `total` counts them all).
 */
export const appointmentQuerySchema = z.object({
  matterId,
  upcoming: z
    .enum(['true', 'false'], { error: msg('validation:appointment.upcoming') })
    .transform((value) => value === 'true')
    .optional(),
  limit: z.coerce
    .number({ error: msg('validation:paging.pageSize', { max: APPOINTMENT_LIST_MAX }) })
    .int(msg('validation:paging.pageSize', { max: APPOINTMENT_LIST_MAX }))
    .min(1, msg('validation:paging.pageSize', { max: APPOINTMENT_LIST_MAX }))
    .max(APPOINTMENT_LIST_MAX, msg('validation:paging.pageSize', { max: APPOINTMENT_LIST_MAX }))
    .default(APPOINTMENT_LIST_MAX),
});
export type AppointmentQuery = z.input<typeof appointmentQuerySchema>;

/**
 * An appointment as its client sees it. Instants are ISO 8601; `date` and `time` are the start
 * in the firm's time zone (what the firm entered).
 */
export type ClientAppointment = {
  kind: 'appointment';
  id: string;
  matterId: string;
  matterTitle: string;
  title: string;
  startsAt: string;
  endsAt: string;
  date: string;
  time: string;
  durationMinutes: number;
  location: string | null;
  status: AppointmentStatus;
};

/** A paid consultation booked with the client's (verified) e-mail address; on no matter. */
export type ClientConsultation = {
  kind: 'consultation';
  id: string;
  /** The consultation type's stable id, and its name as it was when booked. */
  type: string;
  name: LocalizedText;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  /** The key of its manage page (move or cancel), as in the confirmation's link; null once started. */
  manageToken: string | null;
};

/**
 * GET /api/appointments, soonest first; `total` counts every match, `limit` or not. Consultations
 * are listed only when no matter is asked for.
 */
export type ClientAppointmentList = {
  appointments: (ClientAppointment | ClientConsultation)[];
  total: number;
};

/** An appointment as the firm sees it: with its client and how often the client was mailed. */
export type AdminAppointment = ClientAppointment & {
  clientId: string;
  clientName: string;
  sequence: number;
  createdAt: string;
  updatedAt: string;
};

export type AdminAppointmentList = { appointments: AdminAppointment[] };
