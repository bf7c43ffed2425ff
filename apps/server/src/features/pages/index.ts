/**
 * Server-rendered pages: the web app's shell with each page's head and data. This file is the
 * feature's one public module: other features and the app import only what it exports; every other
 * file in the folder is private.
 */
export { createPageResponder } from './render-page';
export { loadSsrRender } from './ssr-renderer';
export { readPagePreloads } from './page-preloads';
