import { publicAccess, signedInAccess } from '../../platform/authz/access';

/** Who may do what with second factors. */
export const twoFactorPolicy = {
  /** See, enrol, confirm, renew backup codes and disable: each signed-in account, its own only. */
  manageOwn: signedInAccess,
  /**
   * Answer the sign-in's code step: anyone; the pending challenge from the password step is the
   * key (without one, 401).
   */
  challenge: publicAccess,
};
