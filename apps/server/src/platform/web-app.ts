import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';
import { inlineStylesheets } from './inline-stylesheets';
import { scriptNonce } from './security-headers';

/** Turns a page URL into its HTML document and status; given the app shell (index.html). */
export type PageResponderFactory = (template: string) => (
  request: FastifyRequest,
  url: URL,
  scriptNonce: string,
) => Promise<{
  status: number;
  html: string;
  location?: string;
  vary?: string;
  /** Keep the page out of search results (X-Robots-Tag). */
  noindex?: boolean;
  /** Cache-Control when not `no-cache` (an admin's draft preview: `private, no-store`). */
  cacheControl?: string;
}>;

/**
 * Serves the built React app: hashed files under /assets are cached for a year, everything else is
 * revalidated. Any other GET is a page, answered by the responder (server-rendered or the shell).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  createResponder: PageResponderFactory,
) {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn(
      `The web app is not built (${indexPath} is missing): run \`npm run build\`. Serving the API only.`,
    );
    app.setNotFoundHandler(async () => {
      throw notFound();
    });
    return;
  }
  const respond = createResponder(inlineStylesheets(fs.readFileSync(indexPath, 'utf8'), distDir));
  const assetsDir = path.join(distDir, 'assets') + path.sep;

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    cacheControl: false,
    // The build writes a .br and a .gz beside each compressible file: sent as they are.
    preCompressed: true,
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  // Pages are a catch-all GET route rather than the not-found handler, so that route plugins
  // (compression) apply to them; the files above and the API's own routes match first.
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw notFound();
    }
    const url = new URL(request.url, app.deps.config.publicUrl);
    const { status, html, location, vary, noindex, cacheControl } = await respond(
      request,
      url,
      scriptNonce(reply),
    );
    if (vary) reply.header('vary', vary);
    if (noindex) reply.header('x-robots-tag', 'noindex');
    if (location)
      return reply
        .code(status)
        .header('cache-control', cacheControl ?? 'no-cache')
        .redirect(location, status);
    return reply
      .code(status)
      .header('cache-control', cacheControl ?? 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/*', page);
  // A form sent before the page's code ran posts its fields to the page itself: the browser is sent
  // back to the page (303, so a reload does not send them again) and the fields go nowhere.
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, _body, done) => done(null, null),
    );
    pages.post('/*', async (request, reply) => {
      const { pathname, search } = new URL(request.url, 'http://localhost');
      if (pathname.startsWith('/api/')) throw notFound();
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .redirect(pathname + search, 303);
    });
  });
  app.setNotFoundHandler(page);
}
