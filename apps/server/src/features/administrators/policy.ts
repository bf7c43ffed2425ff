import { msg } from '@lexbridge/shared/i18n/message';
import type { Action } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';

/**
 * Who may change who is an administrator: administrators only (the admin scope's guard enforces
 * it). A revoke is refused when it would remove the acting administrator's own role (nobody
 * locks themselves out by mistake; another administrator must do it) or the last administrator
 * (the firm would have no one left to run it).
 */
export const administratorsPolicy = {
  manage: {
    hidden: msg('errors:administrators.notAdmin'),
    allows: (viewer: Viewer) => viewer.isAdmin,
  } satisfies Action<unknown>,
};

type Refusal = { status: 403 | 404 | 409; code: string; text: string };

/** An administrator whose role was revoked a moment ago may no longer change anyone's. */
export const notAnAdmin: Refusal = {
  status: 403,
  code: 'FORBIDDEN',
  text: msg('errors:auth.adminsOnly'),
};

/**
 * Why revoking `targetId`'s role must be refused, or null when it may go ahead. `adminIds` are
 * the administrators as they are now, read under a lock so no concurrent change slips between.
 */
export function revokeRefusal(
  actorId: string,
  targetId: string,
  adminIds: readonly string[],
): Refusal | null {
  // The actor's own role may have been revoked by someone else a moment ago.
  if (!adminIds.includes(actorId)) return notAnAdmin;
  if (!adminIds.includes(targetId))
    return { status: 404, code: 'NOT_FOUND', text: msg('errors:administrators.notAdmin') };
  if (adminIds.length <= 1)
    return { status: 409, code: 'LAST_ADMIN', text: msg('errors:administrators.lastAdmin') };
  if (targetId === actorId)
    return { status: 409, code: 'OWN_ROLE', text: msg('errors:administrators.ownRole') };
  return null;
}

/**
 * Why granting the role to `user` must be refused, or null: an account whose owner never proved
 * the address (whoever set its password may be someone else) is no administrator.
 */
export function grantRefusal(user: { email: string; emailVerified: boolean }): Refusal | null {
  if (user.emailVerified) return null;
  return {
    status: 409,
    code: 'ACCOUNT_UNCONFIRMED',
    text: msg('errors:administrators.unconfirmed', { email: user.email }),
  };
}
