import { z } from '../zod';
import { msg } from '../i18n/message';
import { toNumber, wholeNumber } from './whole-number';

/**
 * What the firm changes without a developer (/admin/settings): where its notifications go, how
 * long a booking holds its time, its cancellation policy, when clients are reminded, how often the live chat mails the firm, how long archived
 * chats and sent mail are kept, and how its invoice numbers begin. One row in the database; the defaults are the values the app
 * used before they could be changed.
 */
/**
 * A hold is never shorter than the shortest checkout Stripe opens (30 minutes): a payment would
 * otherwise arrive after the time was released, and perhaps taken by someone else.
 */
export const BOOKING_HOLD_MINUTES = { min: 30, max: 60, default: 30 } as const;
export const CHAT_MAIL_THROTTLE_MINUTES = { min: 1, max: 1440, default: 10 } as const;
/**
 * The cancellation policy's cut-off: a client moves or cancels a consultation until this many hours
 * before it (24 by default, as the booking confirmation promises); up to a week.
 */
export const CANCELLATION_CUTOFF_HOURS = { min: 0, max: 168, default: 24 } as const;
/**
 * The e-mail reminders before a consultation or appointment: two, by default a day and an hour
 * before it starts; either may be turned off (null, an empty field). Up to a week ahead.
 */
export const REMINDER_HOURS = { min: 1, max: 168, first: 24, second: 1 } as const;
/** Months a record is kept; null (an empty field) keeps it forever. */
export const RETENTION_MONTHS = { min: 1, max: 120 } as const;
export const NOTIFICATION_EMAIL_MAX = 254;
/**
 * Invoice numbers read '<prefix>-<year>-<sequence>' (KC-2026-0001): capital Latin letters and
 * digits only, so a number reads the same in every language, file name and bank transfer.
 */
export const INVOICE_PREFIX = { max: 10, pattern: /^[A-Z0-9]+$/ } as const;

/** A whole number in `range`, or null when the field is left empty (off, or keep forever). */
const optionalWhole = (range: { min: number; max: number }, message: string) =>
  z.preprocess(
    (value) => (value === '' ? null : toNumber(value)),
    z
      .number({ error: message })
      .int(message)
      .min(range.min, message)
      .max(range.max, message)
      .nullable(),
  );
const months = (message: string) => optionalWhole(RETENTION_MONTHS, message);
const reminderHours = () =>
  optionalWhole(REMINDER_HOURS, msg('validation:settings.reminderHours', REMINDER_HOURS));

const emailMessage = msg('validation:settings.notificationEmail');
const prefixMessage = msg('validation:settings.invoicePrefix', { max: INVOICE_PREFIX.max });

/** PUT /api/admin/settings: every value, as the form shows them all. */
export const firmSettingsSchema = z.object({
  // Empty: the firm's public contact address (firm data) receives the notifications.
  notificationEmail: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value),
    z.email({ error: emailMessage }).max(NOTIFICATION_EMAIL_MAX, emailMessage).nullable(),
  ),
  bookingHoldMinutes: wholeNumber(
    BOOKING_HOLD_MINUTES,
    msg('validation:settings.bookingHoldMinutes', BOOKING_HOLD_MINUTES),
  ),
  cancellationCutoffHours: wholeNumber(
    CANCELLATION_CUTOFF_HOURS,
    msg('validation:settings.cancellationCutoffHours', CANCELLATION_CUTOFF_HOURS),
  ),
  refundBeforeCutoff: z.boolean({ error: msg('validation:settings.refundBeforeCutoff') }),
  firstReminderHours: reminderHours(),
  secondReminderHours: reminderHours(),
  chatMailThrottleMinutes: wholeNumber(
    CHAT_MAIL_THROTTLE_MINUTES,
    msg('validation:settings.chatMailThrottleMinutes', CHAT_MAIL_THROTTLE_MINUTES),
  ),
  chatRetentionMonths: months(msg('validation:settings.retentionMonths', RETENTION_MONTHS)),
  outboxRetentionMonths: months(msg('validation:settings.retentionMonths', RETENTION_MONTHS)),
  // A later prefix never repeats a number: the sequence is the year's, whatever the prefix.
  invoicePrefix: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z
      .string({ error: prefixMessage })
      .min(1, prefixMessage)
      .max(INVOICE_PREFIX.max, prefixMessage)
      .regex(INVOICE_PREFIX.pattern, prefixMessage),
  ),
});
export type FirmSettingsInput = z.input<typeof firmSettingsSchema>;
export type FirmSettingsValues = z.output<typeof firmSettingsSchema>;
export type FirmSettingsField = keyof FirmSettingsValues;
export const firmSettingsFields = Object.keys(firmSettingsSchema.shape) as FirmSettingsField[];

/**
 * The body of PUT /api/admin/settings: every value, and `basedOn`, the `updatedAt` of the values
 * the form was showing. When someone saved in between, the save is refused (409) rather than
 * silently putting back what they changed.
 */
export const updateFirmSettingsSchema = firmSettingsSchema.extend({
  basedOn: z.string().max(40).optional(),
});
export type UpdateFirmSettingsInput = z.input<typeof updateFirmSettingsSchema>;

/** GET and PUT /api/admin/settings answer the values and when they last changed (ISO 8601). */
export type FirmSettings = FirmSettingsValues & { updatedAt: string };
