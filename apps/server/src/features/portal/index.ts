/**
 * The client's live portal: the `client:<userId>` topic (changes are announced through
 * platform/realtime/client-changes). This file is the feature's one public module: other features
 * and the app import only what it exports; every other file in the folder is private.
 */
export { registerClientTopic } from './live';
export { portalPolicy } from './policy';
