/**
 * Data requests: a client's copy of their data (GDPR Art. 15 and 20), asked for by them or by the
 * firm for them, built in the background and handed over by a link that works once. This file is
 * the feature's one public module: other features and the app import only what it exports; every
 * other file in the folder is private.
 */
export { dataExportLinkRoutes, dataExportRoutes } from './routes';
export { dataRequestsAdminRoutes } from './admin-routes';
export { startDataExportJob } from './job';
export { erasureRequestRoutes } from './erasure-routes';
export { openErasureRequests } from './erasure-state';
export { dataRequestsPolicy } from './policy';
