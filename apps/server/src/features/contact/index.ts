/**
 * The contact form and the firm's inbox of contact requests. This file is the feature's one public
 * module: other features and the app import only what it exports; every other file in the folder
 * is private.
 */
export { contactRoutes } from './routes';
export { contactAdminRoutes } from './admin-routes';
export { contactRequestsForExport } from './data-export';
