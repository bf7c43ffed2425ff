import { adminAccess } from '../../platform/authz/access';

/** Who may read the firm's analytics: administrators only (the admin scope's guard enforces it). */
export const analyticsPolicy = { read: adminAccess };
