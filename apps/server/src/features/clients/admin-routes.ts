import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientIdParams,
  clientListQuerySchema,
  newClientSchema,
} from '@lexbridge/shared/schemas/clients';
import { msg } from '@lexbridge/shared/i18n/message';
import { notFound } from '../../platform/errors';
import { auditActor } from '../security';
import { inviteClient, resendInvitation } from '../invitations';
import { practiceAreaTitles, toAdminMatter } from '../matters';
import { clientMatters, findClient, listClients } from './service';
import { serviceDeps } from '../../platform/deps';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { clientsPolicy } from './policy';

/** The firm's clients, inside the admin scope (which lets administrators only in). */
export async function clientsAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, clientsPolicy.manage);
  const { db, realtime } = app.deps;
  const sessionEnded = (sessionId: string) => realtime.sessionEnded(sessionId);
  const mailDeps = { ...serviceDeps(app.deps, app.log), sessionEnded };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/clients', { schema: { querystring: clientListQuerySchema } }, async (request) => {
    const { clients, total } = await listClients(db, request.query);
    const { page, pageSize } = request.query;
    return { clients, page, pageSize, total };
  });

  typed.post('/clients', { schema: { body: newClientSchema } }, async (request, reply) => {
    const client = await inviteClient(
      mailDeps,
      request.body,
      auditActor(request.sessionUser!.user),
    );
    request.log.info({ clientId: client.id }, 'client added and invited');
    return reply.code(201).send(client);
  });

  typed.post(
    '/clients/:id/invitation',
    { schema: { params: clientIdParams } },
    async (request, reply) => {
      await resendInvitation(mailDeps, request.params.id, auditActor(request.sessionUser!.user));
      return reply.code(204).send();
    },
  );

  typed.get('/clients/:id', { schema: { params: clientIdParams } }, async (request) => {
    const client = await findClient(db, request.params.id);
    if (!client) throw notFound(msg('errors:clients.notFound'));
    const matters = await clientMatters(db, client.id);
    const titles = practiceAreaTitles(app);
    return { ...client, matters: matters.map((matter) => toAdminMatter(matter, titles)) };
  });
}
