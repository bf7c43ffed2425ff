import { publicAccess } from '../../platform/authz/access';

/**
 * Who may read the metrics: no account role, but whoever holds METRICS_TOKEN (a monitoring
 * server). The route checks the token itself; without METRICS_TOKEN the route answers 404.
 */
export const metricsPolicy = { scrape: publicAccess };
