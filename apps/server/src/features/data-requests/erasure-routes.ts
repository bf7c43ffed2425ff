import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  erasureRequestSchema,
  type ErasureRequestAnswer,
} from '@lexbridge/shared/schemas/data-requests';
import { msg } from '@lexbridge/shared/i18n/message';
import { actorOf, requireUser } from '../../platform/auth/guards';
import { forbidden } from '../../platform/errors';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { serviceDeps } from '../../platform/deps';
import { authHeaders, profileLanguage } from '../account';
import { dataRequestsPolicy } from './policy';
import { requestErasure } from './erasure-request';
import { latestErasureRequest } from './erasure-state';

/** GET and POST /api/account/erasure-request: the signed-in account asks to be erased. */
export async function erasureRequestRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, dataRequestsPolicy.own);
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preValidation: requireUser(app) };

  typed.get(
    '/api/account/erasure-request',
    guard,
    async (request): Promise<ErasureRequestAnswer> => ({
      request: await latestErasureRequest(db, actorOf(request).id),
    }),
  );

  typed.post(
    '/api/account/erasure-request',
    { ...guard, schema: { body: erasureRequestSchema } },
    async (request, reply) => {
      const { user, isAdmin } = request.sessionUser!;
      // The firm's own people leave through the administrators' page, not as clients.
      if (isAdmin) throw forbidden(msg('errors:erasure.administrator'));
      const asker = {
        id: user.id,
        name: user.name || user.email,
        email: user.email,
        language: await profileLanguage(db, user.id),
      };
      const { state, created } = await requestErasure(serviceDeps(app.deps, request.log), asker, {
        password: request.body.password,
        headers: authHeaders(request),
      });
      return reply
        .code(created ? 201 : 200)
        .send({ request: state } satisfies ErasureRequestAnswer);
    },
  );
}
