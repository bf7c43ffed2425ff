import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  mailedLinkRequestSchema,
  resetPasswordSchema,
} from '@lexbridge/shared/schemas/account-links';
import {
  forwardToAuth,
  sendFetchResponse,
  toFetchRequest,
} from '../../platform/auth/fastify-bridge';
import { HttpError } from '../../platform/errors';
import { checkAccountMailAllowed } from './mail-limits';
import { ask } from '../../platform/authz/ask';
import { authPolicy } from './policy';

/**
 * Asking for a sign-in link, a reset link or a new confirmation link: rate limited per address
 * and per IP, and answered the same whether or not the address has an account (Better Auth's
 * answer carries nothing about it; the mail goes only where there is one).
 */
export function mailedLinkRoutes(app: FastifyInstance) {
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const mailRequest = { schema: { body: mailedLinkRequestSchema } };

  typed.post('/api/auth/sign-in/magic-link', mailRequest, async (request, reply) => {
    ask(request, authPolicy.signIn, {});
    const { email } = request.body;
    await checkAccountMailAllowed(deps.rateLimiter, 'sign-in-link', { ip: request.ip, email });
    return forwardToAuth(deps.auth, request, reply, deps.config.publicUrl, { email });
  });

  typed.post('/api/auth/request-password-reset', mailRequest, async (request, reply) => {
    ask(request, authPolicy.signIn, {});
    const { email } = request.body;
    await checkAccountMailAllowed(deps.rateLimiter, 'password-reset', { ip: request.ip, email });
    return forwardToAuth(deps.auth, request, reply, deps.config.publicUrl, { email });
  });

  typed.post('/api/auth/send-verification-email', mailRequest, async (request, reply) => {
    ask(request, authPolicy.signIn, {});
    const { email } = request.body;
    await checkAccountMailAllowed(deps.rateLimiter, 'verification', { ip: request.ip, email });
    return forwardToAuth(deps.auth, request, reply, deps.config.publicUrl, {
      email,
      callbackURL: '/client-portal',
    });
  });

  // A used or expired token gets words a person can act on, not Better Auth's 'Invalid token'.
  typed.post(
    '/api/auth/reset-password',
    { schema: { body: resetPasswordSchema } },
    async (request, reply) => {
      ask(request, authPolicy.signIn, {});
      const response = await deps.auth.handler(
        toFetchRequest(request, deps.config.publicUrl, request.body),
      );
      if (response.status === 400) {
        const { code } = (await response.clone().json()) as { code?: string };
        if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND')
          throw new HttpError(400, 'INVALID_TOKEN', msg('errors:auth.resetLinkInvalid'));
      }
      return sendFetchResponse(reply, response);
    },
  );
}
