import { adminAccess, publicAccess } from '../../platform/authz/access';

/** Who may do what with contact requests. */
export const contactPolicy = {
  /** Send one: anyone (rate-limited per address; the answer reveals nothing). */
  submit: publicAccess,
  /** List them and mark them handled: administrators (through the admin scope). */
  manage: adminAccess,
};
