/**
 * An appointment is a meeting on a matter (in the office, by phone or by video). Labels are
 * `appointments:status.<value>`.
 */
export const appointmentStatuses = ['scheduled', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const APPOINTMENT_TITLE_MAX = 200;
export const APPOINTMENT_LOCATION_MAX = 500;
/** Between five minutes and a full working day. */
export const APPOINTMENT_MIN_MINUTES = 5;
export const APPOINTMENT_MAX_MINUTES = 720;
