/**
 * The site feature's bus topics. `site:published` ({ version }) says a new version is live; every
 * instance hears it (platform/realtime/hub.ts `watch`) and reads it. No browser subscribes to it.
 */
export const SITE_TOPIC_PREFIX = 'site';
export const SITE_PUBLISHED_TOPIC = `${SITE_TOPIC_PREFIX}:published`;
