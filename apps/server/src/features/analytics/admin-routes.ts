import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, type AnalyticsReport } from '@lexbridge/shared/schemas/analytics';
import { practiceAreaNames } from './practice-area-names';
import { analyticsReport } from './service';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { analyticsPolicy } from './policy';

/**
 * GET /api/admin/analytics?months=3|6|12: the firm's charts. Administrators only, like every
 * figure of the practice: the route lives in the admin scope, whose guard lets no one else in.
 */
export async function analyticsAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, analyticsPolicy.read);
  const { db } = app.deps;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/analytics',
      { schema: { querystring: analyticsQuerySchema } },
      async (request): Promise<AnalyticsReport> =>
        analyticsReport(db, request.query.months, practiceAreaNames(app)),
    );
}
