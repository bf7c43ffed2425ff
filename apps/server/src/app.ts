import path from 'node:path';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { serverRoot } from './server-root';
import { fastifyTrustProxy } from './trust-proxy';
import type { Database } from './db/client';
import { createDeps } from './create-deps';
import { registerAdminScope } from './admin-scope';
import { adminRoutes, backgroundJobs, featureSteps } from './features/registry';
import { createPageResponder, loadSsrRender, readPagePreloads } from './features/pages';
import { registerCompression } from './platform/compression';
import { registerCrossSiteCheck } from './platform/cross-site';
import { registerErrorHandler } from './platform/errors';
import { registerI18n } from './platform/i18n/plugin';
import { registerHttpMetrics } from './platform/metrics/http';
import { defaultLogger } from './platform/logger';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerServerTiming } from './platform/server-timing';
import { registerWebApp } from './platform/web-app';

export { defaultLogger };

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Fastify logger options; defaults to JSON at LOG_LEVEL (pretty on a terminal). */
  logger?: FastifyServerOptions['logger'];
  /** Where the built web app lives; defaults to apps/web/dist (and its renderer to ../dist-server). */
  webDistDir?: string;
  /** Called for every route as it is added (tests list the routes with it). */
  onRoute?: (route: RouteOptions) => void;
};

const defaultWebDist = path.join(serverRoot, '..', 'web', 'dist');

/**
 * The server: its dependencies (create-deps.ts), the platform's hooks, then every feature from
 * the registry (features/registry.ts) in its order, and the web app last.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? defaultLogger(config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('deps', await createDeps(app, config, database));
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('resolvedSession', null);
  app.decorateRequest('visitorTokenHash', null);

  registerI18n(app); // first: every later hook and the error handler answer in its language
  registerErrorHandler(app);
  registerServerTiming(app);
  if (config.metricsToken) registerHttpMetrics(app, app.deps.metrics); // /metrics is off without it
  await registerSecurityHeaders(app, config.publicUrl);
  registerCrossSiteCheck(app, config.publicUrl);
  await registerCompression(app); // before every route: it attaches to routes declared after it
  app.removeContentTypeParser('text/plain'); // bodies are JSON (or multipart where a route says so)
  for (const step of featureSteps) await step(app);
  await registerAdminScope(app, adminRoutes);
  const stopListening = await app.deps.realtime.start();
  app.addHook('onClose', () => stopListening());
  for (const start of backgroundJobs) await start(app);
  const distDir = path.resolve(options.webDistDir ?? defaultWebDist);
  const ssrRender = await loadSsrRender(path.join(distDir, '..', 'dist-server', 'entry-server.js'));
  const pagePreloads = readPagePreloads(distDir);
  await registerWebApp(app, distDir, (template) =>
    createPageResponder(app, template, ssrRender, pagePreloads),
  );
  return app;
}
