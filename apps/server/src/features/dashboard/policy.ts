import { adminAccess } from '../../platform/authz/access';

/** Who may read the firm's dashboard: administrators only (the admin scope's guard enforces it). */
export const dashboardPolicy = { read: adminAccess };
