/**
 * The firm's clients. This file is the feature's one public module: other features and the app
 * import only what it exports; every other file in the folder is private.
 */
export { clientsAdminRoutes } from './admin-routes';
export { newClientsByMonth } from './figures';
export { countClients } from './service';
export { findClient } from './service';
