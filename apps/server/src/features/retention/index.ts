/**
 * The daily retention job: each feature exports its own deletions (chat, outbox, booking) and this
 * feature runs them by the firm's settings, so settings need not import the features it governs.
 * This file is the feature's one public module: other features and the app import only what it
 * exports; every other file in the folder is private.
 */
export { startRetentionJob } from './job';
export { runRetention } from './retention';
