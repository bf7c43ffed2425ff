/**
 * Appointments on a matter, for the client and the firm. This file is the feature's one public
 * module: other features and the app import only what it exports; every other file in the folder
 * is private.
 */
export { appointmentRoutes } from './routes';
export { appointmentsAdminRoutes } from './admin-routes';
export { countUpcomingAppointments } from './service';
export { appointmentPolicy } from './policy';
export { remindableAppointments, remindAppointment } from './reminder';
export { appointmentFeedEvents } from './feed-events';
export { clientAppointmentsForExport } from './data-export';
