/**
 * Portal messages between a client and the firm, in threads on a matter. This file is the
 * feature's one public module: other features and the app import only what it exports; every other
 * file in the folder is private.
 */
export { messageRoutes } from './routes';
export { messagesAdminRoutes } from './admin-routes';
export { portalMessagesByWeek } from './figures';
export { countThreadsWithUnreadClientMessages } from './threads';
export { messagePolicy } from './policy';
export { clientThreadsForExport } from './data-export';
