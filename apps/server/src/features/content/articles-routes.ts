import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '@lexbridge/shared/zod';
import { articleListQuerySchema } from '@lexbridge/shared/schemas/articles';
import { notFound } from '../../platform/errors';
import { FileMissingError } from '../../platform/storage/storage';
import {
  findPublishedArticleBySlug,
  findPublishedArticlePdf,
  listPublishedArticles,
} from './articles-service';
import { msg } from '@lexbridge/shared/i18n/message';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { contentPolicy } from './policy';

const slugParams = z.object({ slug: z.string().max(200) });
const articleMissing = () => notFound(msg('errors:articles.missing'));

/** Public news: only published articles and their publication files. */
export async function articleRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, contentPolicy.read);
  const { db, storage } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/articles',
    { schema: { querystring: articleListQuerySchema } },
    async (request) => {
      const list = await listPublishedArticles(db, request.query);
      if (!list) throw notFound(msg('errors:articles.noSuchPage'));
      return list;
    },
  );

  typed.get('/api/articles/:slug', { schema: { params: slugParams } }, async (request) => {
    const article = await findPublishedArticleBySlug(db, request.params.slug);
    if (!article) throw articleMissing();
    return article;
  });

  typed.get(
    '/api/articles/:slug/pdf',
    { schema: { params: slugParams } },
    async (request, reply) => {
      const pdf = await findPublishedArticlePdf(db, request.params.slug);
      if (!pdf) throw notFound(msg('errors:articles.noPublication'));
      try {
        const { stream, sizeBytes } = await storage.open(pdf.key);
        return reply
          .type('application/pdf')
          .header('content-length', sizeBytes)
          .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-cache')
          .send(stream);
      } catch (error) {
        if (error instanceof FileMissingError) {
          request.log.error({ key: pdf.key }, 'publication file missing from storage');
          throw notFound(msg('errors:articles.publicationMissing'));
        }
        throw error;
      }
    },
  );
}
