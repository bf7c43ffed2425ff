import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDocumentListQuerySchema,
  documentIdParams,
} from '@lexbridge/shared/schemas/documents';
import { authorize } from '../../platform/authz/authorize';
import { viewerOf } from '../../platform/auth/guards';
import { accessLogOf } from './access-log';
import { toAdminDocument } from './mappers';
import { documentPolicy } from './policy';
import { findDocument, listDocuments } from './service';
import { askOnEveryRoute } from '../../platform/authz/ask';

/** The firm's view of every document, inside the admin scope. */
export async function documentsAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, documentPolicy.audit);
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/documents',
    { schema: { querystring: adminDocumentListQuerySchema } },
    async (request) => {
      const { rows, versions, total } = await listDocuments(db, request.query, {
        sharedOnly: false,
      });
      const { page, pageSize } = request.query;
      return {
        documents: rows.map((row) => toAdminDocument(row, versions.get(row.id) ?? [])),
        page,
        pageSize,
        total,
      };
    },
  );

  typed.get(
    '/documents/:id/access-log',
    { schema: { params: documentIdParams } },
    async (request) => {
      const viewer = viewerOf(request.sessionUser, request);
      const document = authorize(
        viewer,
        documentPolicy.audit,
        await findDocument(db, request.params.id),
      );
      return { entries: await accessLogOf(db, document.id) };
    },
  );
}
