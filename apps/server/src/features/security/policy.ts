import { msg } from '@lexbridge/shared/i18n/message';
import type { Action } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';

/**
 * Who may read the audit log: administrators only (the admin scope's guard enforces it). Nobody
 * may change or delete an entry: the log has no route that writes, only the audited actions do.
 */
export const securityPolicy = {
  read: {
    hidden: msg('errors:notFound'),
    allows: (viewer: Viewer) => viewer.isAdmin,
  } satisfies Action<unknown>,
};
