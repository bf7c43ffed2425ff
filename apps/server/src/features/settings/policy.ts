import { msg } from '@lexbridge/shared/i18n/message';
import type { Action } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';

const isAdmin = (viewer: Viewer) => viewer.isAdmin;

/**
 * Who may do what with the firm's settings: administrators only, to read and to change them. The
 * routes live in the admin scope, whose guard enforces this; the routes check again before a
 * change, which is also audited.
 */
export const settingsPolicy = {
  manage: { hidden: msg('errors:notFound'), allows: isAdmin } satisfies Action<unknown>,
};
