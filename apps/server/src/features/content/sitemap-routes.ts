import type { FastifyInstance } from 'fastify';
import {
  articlePath,
  privatePathPrefixes,
  publicPathsUnderPrivatePrefixes,
  sitemapPaths,
} from '@lexbridge/shared/routes';
import { listPublishedArticleDates } from './articles-service';

/**
 * Paths crawlers should skip: the private pages of the route manifest, the portal areas planned at
 * these paths (skipped before their pages exist), and the API.
 */
const DISALLOWED = [
  ...privatePathPrefixes,
  '/matters',
  '/documents',
  '/messages',
  '/invoices',
  '/api/',
];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sitemapRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;

  app.get('/sitemap.xml', async (_request, reply) => {
    const articleDates = await listPublishedArticleDates(db);
    const entries = [
      ...sitemapPaths.map(
        (path) => `  <url><loc>${escapeXml(config.publicUrl + path)}</loc></url>`,
      ),
      ...articleDates.map(
        ({ slug, updatedAt }) =>
          `  <url><loc>${escapeXml(config.publicUrl + articlePath(slug))}</loc>` +
          `<lastmod>${updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(xml);
  });

  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      // '/admin' also prefixes the public /admin-access page; the longer Allow rule wins (RFC 9309).
      ...publicPathsUnderPrivatePrefixes.map((path) => `Allow: ${path}`),
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
  });
}
