import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '@lexbridge/shared/zod';
import {
  adminArticlesQuerySchema,
  ARTICLE_PDF_MAX_BYTES,
  articleInputSchema,
} from '@lexbridge/shared/schemas/articles';
import { badRequest, HttpError } from '../../platform/errors';
import { auditActor } from '../security';
import { attachArticlePdf, removeArticlePdf } from './article-pdf-service';
import {
  createArticle,
  deleteArticle,
  getArticle,
  listAllArticles,
  setArticlePublished,
  updateArticle,
} from './articles-admin-service';
import { msg } from '@lexbridge/shared/i18n/message';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { contentPolicy } from './policy';

const idParams = z.object({ id: z.uuid(msg('errors:articles.idInvalid')) });
const tooLarge = () => new HttpError(413, 'FILE_TOO_LARGE', msg('errors:articles.fileTooLarge'));

/** Article management, inside the admin scope (which lets administrators only in). */
export async function contentAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, contentPolicy.manage);
  const { db, storage } = app.deps;
  await app.register(multipart, {
    limits: { fileSize: ARTICLE_PDF_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/articles', { schema: { querystring: adminArticlesQuerySchema } }, (request) =>
    listAllArticles(db, request.query),
  );

  typed.get('/articles/:id', { schema: { params: idParams } }, (request) =>
    getArticle(db, request.params.id),
  );

  typed.post('/articles', { schema: { body: articleInputSchema } }, async (request, reply) =>
    reply.code(201).send(await createArticle(db, request.body)),
  );

  typed.put(
    '/articles/:id',
    { schema: { params: idParams, body: articleInputSchema } },
    (request) => updateArticle(db, request.params.id, request.body),
  );

  typed.post('/articles/:id/publish', { schema: { params: idParams } }, (request) =>
    setArticlePublished(db, request.params.id, true),
  );

  typed.post('/articles/:id/unpublish', { schema: { params: idParams } }, (request) =>
    setArticlePublished(db, request.params.id, false),
  );

  typed.delete('/articles/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteArticle(db, storage, request.params.id, auditActor(request.sessionUser!.user));
    return reply.code(204).send();
  });

  // Multipart with one part, `file`; the content decides whether it is a PDF.
  typed.put('/articles/:id/pdf', { schema: { params: idParams } }, async (request) => {
    if (!request.isMultipart()) throw badRequest(msg('errors:articles.notMultipart'));
    const file = await request.file().catch((error: unknown) => {
      throw isTooLarge(error) ? tooLarge() : error;
    });
    if (!file) throw badRequest(msg('errors:articles.noFile'), 'NO_FILE');
    const data = await file.toBuffer().catch((error: unknown) => {
      throw isTooLarge(error) ? tooLarge() : error;
    });
    return attachArticlePdf(db, storage, request.params.id, { data, fileName: file.filename });
  });

  typed.delete('/articles/:id/pdf', { schema: { params: idParams } }, async (request, reply) => {
    await removeArticlePdf(db, storage, request.params.id, auditActor(request.sessionUser!.user));
    return reply.code(204).send();
  });
}

function isTooLarge(error: unknown) {
  const code = (error as { code?: string }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE';
}
