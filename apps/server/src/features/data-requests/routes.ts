import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  dataExportLinkParams,
  type DataExportAnswer,
  type DataExportLinkState,
} from '@lexbridge/shared/schemas/data-requests';
import { actorOf, requireUser, resolveSessionUser } from '../../platform/auth/guards';
import { HttpError } from '../../platform/errors';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { auditActor } from '../security';
import { linkState, useLink, type LinkAsker } from './download';
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

/** Who asks at a link: the signed-in account, if any, and where from. */
async function askerOf(app: FastifyInstance, request: FastifyRequest): Promise<LinkAsker> {
  const session = await resolveSessionUser(app, request);
  return {
    userId: session?.user.id ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

/**
 * The mailed link: its state (GET) and the download itself (POST: a mail scanner only GETs). The
 * page's Download is a plain HTML form, so the file streams to disk rather than into the page's
 * memory; a refusal then sends the browser back to the page, which shows why.
 */
export async function dataExportLinkRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, dataRequestsPolicy.link);
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: dataExportLinkParams };
  // The form has no fields: its form-encoded body (a few bytes at most) is ignored.
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
      return linkState(deps.db, request.params.token, await askerOf(app, request));
    },
  );

  typed.post('/api/data-exports/:token/download', { schema }, async (request, reply) => {
    const { token } = request.params;
    const fromForm = request.headers['content-type']?.startsWith(
      'application/x-www-form-urlencoded',
    );
    let file: Awaited<ReturnType<typeof useLink>>;
    try {
      await limit(request.ip);
      file = await useLink(deps, token, await askerOf(app, request));
    } catch (error) {
      if (!fromForm || !(error instanceof HttpError)) throw error;
      return reply.redirect(`/data-export/${token}`, 303);
    }
    // The file goes once all of it was sent; a download that broke off leaves the link usable.
    // 'finish' says all of it was handed over; a 'close' without it (given a moment, as some
    // responses close first) says it broke off.
    let settled = false;
    const settle = (sent: boolean) => {
      if (settled) return;
      settled = true;
      void (sent ? file.finished() : file.interrupted()).catch((error: unknown) =>
        request.log.error({ err: error }, 'data export download: could not tidy up'),
      );
    };
    reply.raw.once('finish', () => settle(true));
    reply.raw.once('close', () => setImmediate(() => settle(reply.raw.writableFinished)));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', String(file.sizeBytes))
      .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}
