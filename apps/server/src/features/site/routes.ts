import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@lexbridge/shared/i18n/message';
import { siteLanguageQuerySchema, type PublicSiteResponse } from '@lexbridge/shared/schemas/site';
import { z } from '@lexbridge/shared/zod';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { notFound } from '../../platform/errors';
import { FileMissingError } from '../../platform/storage/storage';
import { findSiteAsset } from './assets-service';
import { rasterAsset } from './raster-asset';
import { sitePolicy } from './policy';

const assetParams = z.object({ id: z.uuid(msg('errors:site.assetNotFound')) });

/**
 * An image's bytes never change under its id, so browsers and mail clients keep it a year; it
 * is never sniffed into another type, and an SVG opened on its own runs no script and loads
 * nothing (its styles may be inline). Other sites may show it (e-mails, link previews).
 */
const assetHeaders = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  'cross-origin-resource-policy': 'cross-origin',
  'content-disposition': 'inline',
};

/** The published site, in one language, and its logos and photos: public. */
export async function siteRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, sitePolicy.read);
  const { db, storage } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // From this instance's memory (never the database). Revalidated on each use: a publish must
  // show at once, and an unchanged version costs a 304.
  typed.get(
    '/api/site',
    { schema: { querystring: siteLanguageQuerySchema } },
    async (request, reply): Promise<PublicSiteResponse | undefined> => {
      const language = request.query.language ?? request.language;
      const { version, publishedAt } = app.site.published();
      const etag = `"site-${version}-${language}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (!request.query.language) reply.header('vary', 'accept-language, cookie');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return { version, publishedAt: publishedAt.toISOString(), site: app.site.siteFor(language) };
    },
  );

  typed.get('/api/site/assets/:id', { schema: { params: assetParams } }, async (request, reply) => {
    const asset = await findSiteAsset(db, request.params.id);
    if (!asset) throw notFound(msg('errors:site.assetNotFound'));
    const opened = await storage.open(asset.key).catch(fileMissing(request, asset.key));
    return reply
      .type(asset.mimeType)
      .headers(assetHeaders)
      .header('content-length', opened.sizeBytes)
      .send(opened.stream);
  });

  // The same image for mail readers, which mostly show no SVG: an SVG logo as a PNG.
  typed.get(
    '/api/site/assets/:id/raster',
    { schema: { params: assetParams } },
    async (request, reply) => {
      const { id } = request.params;
      const raster = await rasterAsset(db, storage, id).catch(fileMissing(request, id));
      if (!raster) throw notFound(msg('errors:site.assetNotFound'));
      return reply.type(raster.type).headers(assetHeaders).send(raster.data);
    },
  );
}

/** A stored image whose file is gone is a 404 to the reader, and an error in the log. */
const fileMissing =
  (request: FastifyRequest, what: string) =>
  (error: unknown): never => {
    if (!(error instanceof FileMissingError)) throw error;
    request.log.error({ what }, 'stored site image missing');
    throw notFound(msg('errors:site.assetNotFound'));
  };
