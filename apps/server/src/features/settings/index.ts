/**
 * The firm's settings. This file is the feature's one public module: other features and the app
 * import only what it exports; every other file in the folder is private.
 */
export { settingsAdminRoutes } from './admin-routes';
export { chatMailThrottleMinutesSql, getFirmSettings, notificationAddress } from './service';
export { settingsPolicy } from './policy';
