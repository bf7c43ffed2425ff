import { signedInAccess } from '../../platform/authz/access';

/**
 * Who may read an invitation's status and choose the first password: the signed-in account
 * itself (the mailed link signed its client in), about itself only.
 */
export const invitationsPolicy = { accept: signedInAccess };
