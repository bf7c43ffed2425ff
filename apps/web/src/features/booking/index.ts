/*
 * The booking feature's one door: what other features and the app shell may use. Every other file in
 * this folder is private (oneDoorPerFeature in eslint.config.js). Route pages are not exported here:
 * the route manifest loads them lazily, so importing this module never pulls a page into a bundle,
 * and apps/web/package.json declares only CSS as side effects, so a bundle keeps only what it uses.
 */
export { BookingDialogProvider } from './components/BookingDialogProvider';
export { PricingSection } from './components/PricingSection';
export { ScheduleConsultationButton } from './components/ScheduleConsultationButton';
export { redirectTo } from './redirect';
export { managePagePath } from './api/manage-booking';
