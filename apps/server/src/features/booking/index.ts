/**
 * Paid consultations: slots, holds, checkout and fulfilment. This file is the feature's one public
 * module: other features and the app import only what it exports; every other file in the folder
 * is private.
 */
export { bookingRoutes } from './routes';
export { bookingAdminRoutes } from './admin-routes';
export { bookingChangeAdminRoutes } from './admin-booking-routes';
export { bookingManageRoutes } from './manage-routes';
export { consultationsBookedWith, countUpcomingConsultations } from './client-consultations';
export { paidConsultationsByMonth } from './figures';
export { bookedConsultationOf, fulfil, releaseSession } from './fulfilment-service';
export { forgetClosedHoldAddresses } from './hold-limit';
export { monthAvailability, timeZone } from './availability-service';
export { consultationsOverlapping, lockCalendar, type ConsultationClash } from './calendar-clashes';
export { remindableConsultations, remindConsultation } from './reminder-mail';
export { consultationFeedEvents } from './feed-events';
export { bookingsForExport } from './data-export';
