import type { FastifyInstance } from 'fastify';
import type { DashboardOverview } from '@lexbridge/shared/schemas/dashboard';
import { dashboardOverview } from './service';

/** GET /api/admin/dashboard, inside the admin scope (administrators only). */
export async function dashboardAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get('/dashboard', async (): Promise<DashboardOverview> => dashboardOverview(db));
}
