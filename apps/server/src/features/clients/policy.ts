import { adminAccess } from '../../platform/authz/access';

/**
 * Who may list, see, add and invite the firm's clients: administrators only (the admin scope's
 * guard enforces it). A client sees their own account through the account and portal routes.
 */
export const clientsPolicy = { manage: adminAccess };
