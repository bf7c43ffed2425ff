/**
 * The daily retention job: each feature exports its own deletions and this feature runs them by
 * the firm's settings. This file is the feature's one public module: other features and the app
 * import only what it exports; every other file in the folder is private.
 */
export { runRetention } from './retention';
