import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentListQuerySchema } from '@lexbridge/shared/schemas/documents';
import { requireUser } from '../../platform/auth/guards';
import { toClientDocument } from './mappers';
import { listDocuments } from './service';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { documentPolicy } from './policy';

/**
 * The client's documents: the shared documents of their own matters. The list is always the
 * signed-in account's (the firm's view is /api/admin/documents).
 */
export async function documentRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, documentPolicy.listOwn);
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(app);

  typed.get(
    '/api/documents',
    { onRequest: signedIn, schema: { querystring: documentListQuerySchema } },
    async (request) => {
      const clientId = request.sessionUser!.user.id;
      const { rows, versions, total } = await listDocuments(db, request.query, {
        clientId,
        sharedOnly: true,
      });
      const { page, pageSize } = request.query;
      return {
        documents: rows.map((row) => toClientDocument(row, versions.get(row.id) ?? [])),
        page,
        pageSize,
        total,
      };
    },
  );
}
