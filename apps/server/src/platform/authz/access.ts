import { msg } from '@lexbridge/shared/i18n/message';
import type { Action } from './authorize';
import type { Viewer } from './viewer';

/**
 * Feature-wide rules that policies name for their routes, so that every route asks its feature's
 * policy, and a public one says so rather than forgetting to ask.
 */

/**
 * Anyone, signed in or not: the route is public on purpose. What guards it, if anything, is its
 * own: a token or signature in the request, a rate limit, or answers that reveal nothing.
 */
export const publicAccess = {
  hidden: msg('errors:notFound'),
  allows: () => true,
} satisfies Action<unknown>;

/** Any signed-in account, about itself only (the route's guard answers 401 before this). */
export const signedInAccess = {
  hidden: msg('errors:notFound'),
  allows: (viewer: Viewer) => viewer.userId !== null,
} satisfies Action<unknown>;

/** Administrators (the admin scope's guard answers 401 or 403 before this). */
export const adminAccess = {
  hidden: msg('errors:notFound'),
  allows: (viewer: Viewer) => viewer.isAdmin,
} satisfies Action<unknown>;
