import { msg } from '@lexbridge/shared/i18n/message';
import type { DocumentAccessLevel } from '@lexbridge/shared/schemas/documents';
import type { Action } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';
import { signedInAccess } from '../../platform/authz/access';

type Placed = { clientId: string; accessLevel: DocumentAccessLevel };
const HIDDEN = msg('errors:documents.notFound');

const isClient = (viewer: Viewer, clientId: string) =>
  viewer.userId !== null && viewer.userId === clientId;

/** Who may do what with a matter's documents. */
export const documentPolicy = {
  /** List their own shared documents: every signed-in account (a client's list is theirs alone). */
  listOwn: signedInAccess,
  /**
   * See, list, count and download: administrators always; the matter's client only what is
   * shared with them. A firm-only document does not exist for a client.
   */
  view: {
    hidden: HIDDEN,
    allows: (viewer: Viewer, document: Placed) =>
      viewer.isAdmin || (document.accessLevel === 'shared' && isClient(viewer, document.clientId)),
  } satisfies Action<Placed>,
  /** Upload to a matter: its client (always shared) and administrators (shared or firm-only). */
  upload: {
    hidden: msg('errors:matters.notFound'),
    allows: (viewer: Viewer, matter: { clientId: string }) =>
      viewer.isAdmin || isClient(viewer, matter.clientId),
  } satisfies Action<{ clientId: string }>,
  /** Choose an upload's access level (shared or firm-only): administrators; a client's is shared. */
  chooseAccessLevel: {
    hidden: msg('errors:matters.notFound'),
    allows: (viewer: Viewer) => viewer.isAdmin,
  } satisfies Action<unknown>,
  /** The access log and the firm's view of every document: administrators. */
  audit: { hidden: HIDDEN, allows: (viewer) => viewer.isAdmin } satisfies Action<unknown>,
};
