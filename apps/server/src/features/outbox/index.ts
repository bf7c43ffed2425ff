/**
 * Mail the server sends, kept until delivered and as long as the firm's settings say. This file is
 * the feature's one public module: other features and the app import only what it exports; every
 * other file in the folder is private.
 */
export { outboxAdminRoutes } from './admin-routes';
export { deleteOldMail } from './retention';
