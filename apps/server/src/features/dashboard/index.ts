/**
 * The firm's dashboard, a read model of other features' figures (nobody imports it). This file is
 * the feature's one public module: other features and the app import only what it exports; every
 * other file in the folder is private.
 */
export { dashboardAdminRoutes } from './admin-routes';
export { dashboardOverview } from './service';
