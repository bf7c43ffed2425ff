import type { Action } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';
import { msg } from '@lexbridge/shared/i18n/message';

type Owned = { clientId: string };
const HIDDEN = msg('errors:matters.notFound');

/** Who may do what with a matter. */
export const matterPolicy = {
  /** See it, its dates and status: the client it is for, and every administrator. */
  view: {
    hidden: HIDDEN,
    allows: (viewer: Viewer, matter: Owned) =>
      viewer.isAdmin || (viewer.userId !== null && viewer.userId === matter.clientId),
  } satisfies Action<Owned>,
  /** Open, edit and move between states: administrators (through the admin scope). */
  manage: { hidden: HIDDEN, allows: (viewer) => viewer.isAdmin } satisfies Action<unknown>,
};
