/*
 * The account feature's one door: what other features and the app shell may use. Every other file in
 * this folder is private (oneDoorPerFeature in eslint.config.js). Route pages are not exported here:
 * the route manifest loads them lazily, so importing this module never pulls a page into a bundle,
 * and apps/web/package.json declares only CSS as side effects, so a bundle keeps only what it uses.
 */
// The firm asks for a client's copy of their data with the same controls as the account page.
export { DataExportControls } from './components/DataExportControls';
