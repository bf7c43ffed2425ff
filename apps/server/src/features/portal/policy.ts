import type { Action } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';
import { msg } from '@lexbridge/shared/i18n/message';

/** Who may do what with one client's portal (the account whose matters and appointments it shows). */
export const portalPolicy = {
  /** Follow its live changes: that client, and every administrator. */
  follow: {
    hidden: msg('errors:clients.notFound'),
    allows: (viewer: Viewer, client: { id: string }) =>
      viewer.isAdmin || (viewer.userId !== null && viewer.userId === client.id),
  } satisfies Action<{ id: string }>,
};
