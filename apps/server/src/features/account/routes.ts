import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  sessionIdParamsSchema,
  type AccountSessionsResponse,
  type SignOutOthersResponse,
} from '@lexbridge/shared/schemas/account';
import { sendFetchResponse } from '../../platform/auth/fastify-bridge';
import { unauthorized } from '../../platform/errors';
import { requireUser, viewerOf } from '../../platform/auth/guards';
import { authHeaders, originOf } from './origin';
import { changePassword } from './password';
import { listAccountSessions } from './sessions';
import { signOutOtherSessions, signOutSession } from './sign-out';
import { serviceDeps } from '../../platform/deps';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { accountPolicy } from './policy';

/**
 * The signed-in user's own account (/account): their password and their sessions. Every route acts
 * on the asking account only; the language is PATCH /api/me.
 */
export async function accountRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, accountPolicy.self);
  const deps = serviceDeps(app.deps, app.log);
  const { auth, db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preValidation: requireUser(app) };

  /** The asking session (its id) and the account, as the services take them. */
  async function asking(request: FastifyRequest) {
    const headers = authHeaders(request);
    const found = await auth.api.getSession({ headers });
    if (!found) throw unauthorized();
    const { user } = request.sessionUser!;
    const owner = { id: user.id, email: user.email, name: user.name, language: user.language };
    const viewer = viewerOf(request.sessionUser, request);
    return { owner, headers, sessionId: found.session.id, viewer, origin: originOf(request) };
  }

  typed.get('/api/account/sessions', guard, async (request): Promise<AccountSessionsResponse> => {
    const { owner, sessionId } = await asking(request);
    return { sessions: await listAccountSessions(db, owner.id, sessionId) };
  });

  typed.delete(
    '/api/account/sessions/:id',
    { ...guard, schema: { params: sessionIdParamsSchema } },
    async (request, reply) => {
      const { owner, ...rest } = await asking(request);
      await signOutSession(deps, owner, request.params.id, rest);
      return reply.code(204).send();
    },
  );

  typed.post(
    '/api/account/sessions/sign-out-others',
    guard,
    async (request): Promise<SignOutOthersResponse> => {
      const { owner, ...rest } = await asking(request);
      return { signedOut: await signOutOtherSessions(deps, owner, rest) };
    },
  );

  typed.post(
    '/api/account/password',
    { ...guard, schema: { body: changePasswordSchema } },
    async (request, reply) => {
      const { owner, headers, sessionId, origin } = await asking(request);
      const input = request.body;
      const response = await changePassword(deps, owner, { input, headers, sessionId, origin });
      if (!response.ok) return sendFetchResponse(reply, response);
      await app.deps.realtime.accountChanged(owner.id); // its sessions are read afresh, everywhere
      // The new session's cookie only: the answer's body holds its token, which stays here.
      reply.header('set-cookie', response.headers.getSetCookie());
      return reply.code(204).send();
    },
  );
}
