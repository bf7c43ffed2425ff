import type { FastifyInstance } from 'fastify';
import type { DashboardOverview } from '@lexbridge/shared/schemas/dashboard';
import { dashboardOverview } from './service';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { dashboardPolicy } from './policy';

/** GET /api/admin/dashboard, inside the admin scope (administrators only). */
export async function dashboardAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, dashboardPolicy.read);
  const { db } = app.deps;
  app.get('/dashboard', async (): Promise<DashboardOverview> => dashboardOverview(db));
}
