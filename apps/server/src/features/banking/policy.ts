import { msg } from '@lexbridge/shared/i18n/message';
import type { Action } from '../../platform/authz/authorize';
import type { Viewer } from '../../platform/authz/viewer';

const HIDDEN = msg('errors:bank.notFound');
const isAdmin = (viewer: Viewer) => viewer.isAdmin;

/**
 * Who may do what with the firm's bank accounts: administrators only, for every action. The
 * routes live in the admin scope, whose guard enforces this; revealing the full numbers is also
 * written to the audit log.
 */
export const bankingPolicy = {
  manage: { hidden: HIDDEN, allows: isAdmin } satisfies Action<unknown>,
  reveal: { hidden: HIDDEN, allows: isAdmin } satisfies Action<unknown>,
};
