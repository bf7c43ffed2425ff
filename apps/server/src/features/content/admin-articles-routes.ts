import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ARTICLE_PDF_MAX_BYTES, articleInputSchema } from '@lexbridge/shared/schemas/articles';
import { badRequest, HttpError } from '../../platform/errors';
import { requireAdmin } from '../auth/guards';
import { attachArticlePdf, removeArticlePdf } from './article-pdf-service';
import {
  createArticle,
  deleteArticle,
  getArticle,
  listAllArticles,
  setArticlePublished,
  updateArticle,
} from './articles-admin-service';

const idParams = z.object({ id: z.uuid('This article does not exist.') });
const tooLarge = () =>
  new HttpError(413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB. Choose a smaller PDF.');

/** Admin-only article management (401 signed out, 403 for clients). */
export async function adminArticleRoutes(app: FastifyInstance) {
  const { db, storage } = app.deps;
  await app.register(multipart, {
    limits: { fileSize: ARTICLE_PDF_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });
  // onRequest, not preHandler: a stranger gets 401/403 before any body is read or validated.
  app.addHook('onRequest', requireAdmin(app));
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/admin/articles', async () => ({ articles: await listAllArticles(db) }));

  typed.get('/api/admin/articles/:id', { schema: { params: idParams } }, (request) =>
    getArticle(db, request.params.id),
  );

  typed.post(
    '/api/admin/articles',
    { schema: { body: articleInputSchema } },
    async (request, reply) => reply.code(201).send(await createArticle(db, request.body)),
  );

  typed.put(
    '/api/admin/articles/:id',
    { schema: { params: idParams, body: articleInputSchema } },
    (request) => updateArticle(db, request.params.id, request.body),
  );

  typed.post('/api/admin/articles/:id/publish', { schema: { params: idParams } }, (request) =>
    setArticlePublished(db, request.params.id, true),
  );

  typed.post('/api/admin/articles/:id/unpublish', { schema: { params: idParams } }, (request) =>
    setArticlePublished(db, request.params.id, false),
  );

  typed.delete(
    '/api/admin/articles/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      await deleteArticle(db, storage, request.params.id);
      return reply.code(204).send();
    },
  );

  // Multipart with one part, `file`; the content decides whether it is a PDF.
  typed.put('/api/admin/articles/:id/pdf', { schema: { params: idParams } }, async (request) => {
    if (!request.isMultipart()) throw badRequest('Send the PDF as a multipart form upload.');
    const file = await request.file().catch((error: unknown) => {
      throw isTooLarge(error) ? tooLarge() : error;
    });
    if (!file) throw badRequest('Choose a PDF file to upload.', 'NO_FILE');
    const data = await file.toBuffer().catch((error: unknown) => {
      throw isTooLarge(error) ? tooLarge() : error;
    });
    return attachArticlePdf(db, storage, request.params.id, { data, fileName: file.filename });
  });

  typed.delete('/api/admin/articles/:id/pdf', { schema: { params: idParams } }, (request) =>
    removeArticlePdf(db, storage, request.params.id),
  );
}

function isTooLarge(error: unknown) {
  const code = (error as { code?: string }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE';
}
