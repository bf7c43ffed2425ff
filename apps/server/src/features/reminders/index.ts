/**
 * E-mail reminders before consultations and matter appointments (24 hours and 1 hour before by
 * default, in Settings). Booking and appointments write their own reminders; this feature decides
 * which are due and makes sure each goes once. This file is the feature's one public module:
 * other features and the app import only what it exports; every other file in the folder is
 * private.
 */
export { startReminderJob } from './job';
export { sendDueReminders } from './send-due';
