import { publicAccess } from '../../platform/authz/access';

/** Who may ask whether the server is up: anyone (load balancers and monitors; it tells nothing more). */
export const healthPolicy = { check: publicAccess };
