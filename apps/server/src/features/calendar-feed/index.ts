/**
 * The firm's calendar in its own app: each administrator may turn on a private feed address that
 * Google Calendar, Outlook or Apple Calendar subscribe to, listing every appointment and
 * consultation. This file is the feature's one public module: other features and the app import
 * only what it exports; every other file in the folder is private.
 */
export { calendarFeedRoutes } from './routes';
export { calendarFeedAdminRoutes } from './admin-routes';
export { forgetCalendarFeed } from './service';
