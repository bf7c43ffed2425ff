import { msg } from '@lexbridge/shared/i18n/message';
import type { Action } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';
import { signedInAccess } from '../../platform/authz/access';

/**
 * Who may do what on the account page: every signed-in user, to their own account only (the
 * routes' guard lets signed-in users in). Someone else's session is answered as not found, the
 * same as one that has ended, so a session id tells a stranger nothing.
 */
export const accountPolicy = {
  /** Their sessions and password: each signed-in account, its own only. */
  self: signedInAccess,
  signOutSession: {
    hidden: msg('errors:account.sessionNotFound'),
    allows: (viewer: Viewer, session: { userId: string }) => session.userId === viewer.userId,
  } satisfies Action<{ userId: string }>,
};
