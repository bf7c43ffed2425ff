/**
 * The Prometheus scrape endpoint. This file is the feature's one public module: other features and
 * the app import only what it exports; every other file in the folder is private.
 */
export { metricsRoutes } from './routes';
