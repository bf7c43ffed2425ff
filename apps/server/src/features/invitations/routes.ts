import type { FastifyInstance } from 'fastify';
import { serviceDeps } from '../../platform/deps';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { choosePasswordSchema, type InvitationStatus } from '@lexbridge/shared/schemas/invitations';
import { originOf } from '../account';
import { requireUser } from '../../platform/auth/guards';
import { choosePassword, invitationStatus } from './service';
import { ask } from '../../platform/authz/ask';
import { invitationsPolicy } from './policy';

/**
 * The invitation page's two calls. The e-mailed link has already signed the client in (through
 * Better Auth's magic-link check), so both act on the session's own account.
 */
export async function invitationRoutes(app: FastifyInstance) {
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/invitations/status',
    { preHandler: requireUser(app) },
    async (request): Promise<InvitationStatus> => {
      ask(request, invitationsPolicy.accept, {});
      return invitationStatus(deps.db, request.sessionUser!.user.id);
    },
  );

  typed.post(
    '/api/invitations/password',
    { schema: { body: choosePasswordSchema }, preValidation: requireUser(app) },
    async (request, reply) => {
      ask(request, invitationsPolicy.accept, {});
      await choosePassword(
        serviceDeps(deps, request.log),
        request.sessionUser!.user,
        request.body.password,
        originOf(request),
      );
      return reply.code(204).send();
    },
  );
}
