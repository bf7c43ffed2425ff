import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@lexbridge/shared/i18n/message';
import { clientIdParams } from '@lexbridge/shared/schemas/clients';
import {
  erasureDecisionSchema,
  erasureRequestParams,
  type AdminErasureRequestList,
  type DataExportAnswer,
} from '@lexbridge/shared/schemas/data-requests';
import { notFound } from '../../platform/errors';
import { serviceDeps } from '../../platform/deps';
import { decideErasure } from './decide-erasure';
import { findClient } from '../clients';
import { auditActor } from '../security';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { dataRequestsPolicy } from './policy';
import { requestExport } from './request';
import { startBuild } from './start-build';
import { latestExport } from './state';
import { clientErasureRequests } from './erasure-state';

/**
 * A client's data requests, inside the admin scope: the copy of their data (asked for them) and
 * their requests to be erased.
 */
export async function dataRequestsAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, dataRequestsPolicy.onBehalf);
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: clientIdParams };
  const clientOf = async (id: string) => {
    const client = await findClient(db, id);
    if (!client) throw notFound(msg('errors:clients.notFound'));
    return client;
  };

  typed.get('/clients/:id/data-export', { schema }, async (request): Promise<DataExportAnswer> => {
    const client = await clientOf(request.params.id);
    return { export: await latestExport(db, client.id) };
  });

  typed.post('/clients/:id/data-export', { schema }, async (request, reply) => {
    const client = await clientOf(request.params.id);
    const by = { ...auditActor(request.sessionUser!.user), byFirm: true };
    const { state, started } = await requestExport(
      app.deps,
      { id: client.id, name: client.name || client.email },
      by,
    );
    if (started) startBuild(app, state.id);
    return reply.code(started ? 202 : 200).send({ export: state } satisfies DataExportAnswer);
  });

  typed.get(
    '/clients/:id/erasure-requests',
    { schema },
    async (request): Promise<AdminErasureRequestList> => {
      const client = await clientOf(request.params.id);
      return { requests: await clientErasureRequests(db, client.id) };
    },
  );

  typed.post(
    '/erasure-requests/:id/decision',
    { schema: { params: erasureRequestParams, body: erasureDecisionSchema } },
    async (request, reply) => {
      const deps = serviceDeps(app.deps, request.log);
      await decideErasure(
        deps,
        request.params.id,
        request.body,
        auditActor(request.sessionUser!.user),
      );
      return reply.code(204).send();
    },
  );
}
