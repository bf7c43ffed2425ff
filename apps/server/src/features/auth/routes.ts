import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '@lexbridge/shared/zod';
import {
  setupAdminSchema,
  signInSchema,
  signUpSchema,
  updateMeSchema,
  type MeResponse,
} from '@lexbridge/shared/schemas/auth';
import {
  forwardToAuth,
  sendFetchResponse,
  toFetchRequest,
} from '../../platform/auth/fastify-bridge';
import { notFound } from '../../platform/errors';
import { changeLanguage, originOf } from '../account';
import { requireUser } from '../../platform/auth/guards';
import { authPolicy } from './policy';
import { auditSignIn } from './sign-in-audit';
import { mailedLinkRoutes } from './mailed-link-routes';
import { checkSignInAllowed, checkSignUpAllowed } from './sign-in-limits';
import { createFirstAdmin, setupStatus } from './setup-tokens';
import { signUp } from './sign-up';
import { serviceDeps } from '../../platform/deps';
import { ask } from '../../platform/authz/ask';

// Only the Better Auth endpoints the app uses are reachable; the rest answer 404. Changing the
// password is /api/account/password, which audits it and tells the owner.
// Not /verify-email: its link would confirm an address yet keep a password set before the proof.
const ALLOWED_AUTH_PATHS = new Set([
  'sign-in/email',
  'sign-out',
  'get-session',
  // Better Auth checks the e-mailed sign-in token, then the session it opens goes through its
  // hooks like every other sign-in.
  'magic-link/verify',
]);

export async function authRoutes(app: FastifyInstance) {
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  mailedLinkRoutes(app);

  // The same answer for every address: see sign-up.ts.
  typed.post('/api/auth/sign-up/email', { schema: { body: signUpSchema } }, async (request) => {
    ask(request, authPolicy.signIn, {});
    await checkSignUpAllowed(deps.rateLimiter, request.ip);
    await signUp(
      { ...serviceDeps(deps, request.log), reservedEmail: deps.config.adminEmail },
      request.body.email,
      request.language,
    );
    return { signedIn: false };
  });

  typed.post(
    '/api/auth/sign-in/email',
    { schema: { body: signInSchema } },
    async (request, reply) => {
      ask(request, authPolicy.signIn, {});
      const { email, password } = request.body;
      await checkSignInAllowed(deps.rateLimiter, request.ip, email);
      const body = { email, password };
      const response = await deps.auth.handler(
        toFetchRequest(request, deps.config.publicUrl, body),
      );
      await auditSignIn(deps.db, response, { email, ip: request.ip });
      return sendFetchResponse(reply, response);
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    async handler(request, reply) {
      ask(request, authPolicy.signIn, {});
      const path = (request.params as { '*': string })['*'];
      if (!ALLOWED_AUTH_PATHS.has(path)) throw notFound();
      return forwardToAuth(deps.auth, request, reply, deps.config.publicUrl);
    },
  });

  app.get('/api/me', { preHandler: requireUser(app) }, async (request): Promise<MeResponse> => {
    ask(request, authPolicy.self, {});
    return request.sessionUser!;
  });

  typed.patch(
    '/api/me',
    { schema: { body: updateMeSchema }, preValidation: requireUser(app) },
    async (request, reply) => {
      ask(request, authPolicy.self, {});
      // A change of language is audited and the owner told (the account page's or the header's).
      const { user } = request.sessionUser!;
      await changeLanguage(
        serviceDeps(deps, request.log),
        user,
        request.body.language,
        originOf(request),
      );
      await deps.realtime.accountChanged(user.id); // its sessions are read afresh, everywhere
      return reply.code(204).send();
    },
  );

  typed.get(
    '/api/setup/status',
    { schema: { querystring: z.object({ token: z.string().default('') }) } },
    async (request) => {
      ask(request, authPolicy.signIn, {});
      return setupStatus(deps.db, request.query.token);
    },
  );

  typed.post('/api/setup', { schema: { body: setupAdminSchema } }, async (request, reply) => {
    ask(request, authPolicy.signIn, {});
    const admin = await createFirstAdmin(deps.db, request.body);
    request.log.info({ email: admin.email }, 'first administrator created through the setup link');
    return reply.code(201).send({ ok: true });
  });
}
