import { adminAccess } from '../../platform/authz/access';

/**
 * Who may read the mail outbox: administrators only (the admin scope's guard enforces it), and
 * even they never see a mailed link's secret (see mask-links).
 */
export const outboxPolicy = { read: adminAccess };
