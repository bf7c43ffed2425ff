import type { Action } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';
import { msg } from '@lexbridge/shared/i18n/message';
import { signedInAccess } from '../../platform/authz/access';

type Owned = { clientId: string };
const HIDDEN = msg('errors:matters.notFound');

/** Who may do what with a matter. */
export const matterPolicy = {
  /** List their own matters: every signed-in account (a client's list is theirs alone). */
  listOwn: signedInAccess,
  /** See it, its dates and status: the client it is for, and every administrator. */
  view: {
    hidden: HIDDEN,
    allows: (viewer: Viewer, matter: Owned) =>
      viewer.isAdmin || (viewer.userId !== null && viewer.userId === matter.clientId),
  } satisfies Action<Owned>,
  /** Open, edit and move between states: administrators (through the admin scope). */
  manage: { hidden: HIDDEN, allows: (viewer) => viewer.isAdmin } satisfies Action<unknown>,
};

/**
 * The firm opens a matter for, or moves one to, only an account whose owner proved the address
 * (opened a link mailed to it): until then whoever chose its password may not be the person the
 * address belongs to, and the matter's confidential work would be theirs to read.
 */
export const mayHoldMatters = (client: { emailVerified: boolean }) => client.emailVerified;
