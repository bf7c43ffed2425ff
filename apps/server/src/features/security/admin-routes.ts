import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditLogQuerySchema,
  type AuditLogPage,
  type AuditPerson,
} from '@lexbridge/shared/schemas/audit';
import { authorize } from '../../platform/authz/authorize';
import { viewerOf } from '../../platform/auth/guards';
import { auditPeople, listAuditLog } from './list';
import { securityPolicy } from './policy';
import { askOnEveryRoute } from '../../platform/authz/ask';

/** The security page's audit log, inside the admin scope (which lets administrators only in). */
export async function securityAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, securityPolicy.read);
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/audit-log',
    { schema: { querystring: auditLogQuerySchema } },
    async (request): Promise<AuditLogPage> => {
      authorize(viewerOf(request.sessionUser, request), securityPolicy.read, {});
      return listAuditLog(db, request.query);
    },
  );

  typed.get('/audit-log/people', async (request): Promise<{ people: AuditPerson[] }> => {
    authorize(viewerOf(request.sessionUser, request), securityPolicy.read, {});
    return { people: await auditPeople(db) };
  });
}
