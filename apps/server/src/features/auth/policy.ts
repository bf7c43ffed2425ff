import { publicAccess, signedInAccess } from '../../platform/authz/access';

/** Who may do what with accounts and sessions. */
export const authPolicy = {
  /**
   * Sign up, sign in, ask for a mailed link, reset a password, set up the first administrator:
   * anyone. A mailed token or the setup token is the key; the answers never say whether an
   * address has an account.
   */
  signIn: publicAccess,
  /** Read and change who they are (/api/me): each signed-in account, itself only. */
  self: signedInAccess,
};
