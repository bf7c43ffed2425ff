import { adminAccess, publicAccess } from '../../platform/authz/access';

/** Who may do what with the firm's site content. */
export const sitePolicy = {
  /** Read the published site and its logos and photos: anyone (it is the public site). */
  read: publicAccess,
  /**
   * Read and save the draft, preview it, publish, see and restore versions, upload images:
   * administrators (through the admin scope); publishing and restoring are audited.
   */
  manage: adminAccess,
};
