import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  dataExportLinkParams,
  type DataExportAnswer,
  type DataExportLinkState,
} from '@lexbridge/shared/schemas/data-requests';
import { actorOf, requireUser } from '../../platform/auth/guards';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { auditActor } from '../security';
import { linkState, useLink } from './download';
import { dataRequestsPolicy } from './policy';
import { requestExport } from './request';
import { startBuild } from './start-build';
import { latestExport } from './state';

/** GET and POST /api/account/data-export: the signed-in account's own copy of its data. */
export async function dataExportRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, dataRequestsPolicy.own);
  const { db } = app.deps;
  const guard = { preValidation: requireUser(app) };

  app.get('/api/account/data-export', guard, async (request): Promise<DataExportAnswer> => ({
    export: await latestExport(db, actorOf(request).id),
  }));

  app.post('/api/account/data-export', guard, async (request, reply) => {
    const { user } = request.sessionUser!;
    const by = { ...auditActor(user), byFirm: false };
    const { state, started } = await requestExport(
      app.deps,
      { id: user.id, name: user.name || user.email },
      by,
    );
    if (started) startBuild(app, state.id);
    return reply.code(started ? 202 : 200).send({ export: state } satisfies DataExportAnswer);
  });
}

/** A guesser gets nowhere against 256 bits; this only keeps one address from hammering. */
const LINK_HITS_PER_HOUR = 60;

/** The mailed link: its state (GET) and the download itself (POST: a mail scanner only GETs). */
export async function dataExportLinkRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, dataRequestsPolicy.link);
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: dataExportLinkParams };
  // The link page's Download is a plain HTML form, so the file streams to disk rather than into
  // the page's memory. It has no fields: its form-encoded body (a few bytes at most) is ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const limit = (ip: string) =>
    deps.rateLimiter.enforce(
      [{ key: `data-export-link:${ip}`, limit: LINK_HITS_PER_HOUR, windowSeconds: 3600 }],
      () => msg('errors:dataExport.linkTooMany'),
    );

  typed.get(
    '/api/data-exports/:token',
    { schema },
    async (request): Promise<DataExportLinkState> => {
      await limit(request.ip);
      return linkState(deps.db, request.params.token);
    },
  );

  typed.post('/api/data-exports/:token/download', { schema }, async (request, reply) => {
    await limit(request.ip);
    const file = await useLink(deps, request.params.token);
    // Removed once read to the end, or once the download broke off (the stream is destroyed then).
    file.stream.once('close', () => void file.sent().catch(() => undefined));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', String(file.sizeBytes))
      .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}
