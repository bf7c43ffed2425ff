import { adminAccess, publicAccess, signedInAccess } from '../../platform/authz/access';

/** Who may do what with copies of a client's data. */
export const dataRequestsPolicy = {
  /** Ask for a copy of one's own data and follow its progress: every signed-in account. */
  own: signedInAccess,
  /** Ask for a client's copy on their behalf (it is mailed to the client): administrators. */
  onBehalf: adminAccess,
  /**
   * Open a mailed link and download with it: whoever holds it (the client may read the mail on
   * another device). The secret is 256 random bits, works once and for 24 hours only.
   */
  link: publicAccess,
};
