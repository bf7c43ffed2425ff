import type { Action } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';
import { msg } from '@lexbridge/shared/i18n/message';
import { signedInAccess } from '../../platform/authz/access';

type Owned = { clientId: string };
const HIDDEN = msg('errors:appointments.notFound');

/** Who may do what with an appointment (it belongs to the client of its matter). */
export const appointmentPolicy = {
  /** List their own appointments: every signed-in account (a client's list is theirs alone). */
  listOwn: signedInAccess,
  /** See it: the client of its matter, and every administrator. */
  view: {
    hidden: HIDDEN,
    allows: (viewer: Viewer, appointment: Owned) =>
      viewer.isAdmin || (viewer.userId !== null && viewer.userId === appointment.clientId),
  } satisfies Action<Owned>,
  /** Add, change, move and cancel: administrators (through the admin scope). */
  manage: { hidden: HIDDEN, allows: (viewer) => viewer.isAdmin } satisfies Action<unknown>,
};
