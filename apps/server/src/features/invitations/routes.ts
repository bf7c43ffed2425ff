import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptInvitationSchema,
  invitationStatusQuery,
  type AcceptInvitationResult,
} from '@lexbridge/shared/schemas/invitations';
import { toFetchRequest } from '../../platform/auth/fastify-bridge';
import { auditSignIn } from '../auth/sign-in-audit';
import { acceptInvitation, invitationStatus } from './service';

/** The invitation page's two calls: check the link, then choose a password and sign in. */
export async function invitationRoutes(app: FastifyInstance) {
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/invitations/status',
    { schema: { querystring: invitationStatusQuery } },
    async (request) => invitationStatus(deps.db, request.query.token),
  );

  typed.post(
    '/api/invitations/accept',
    { schema: { body: acceptInvitationSchema } },
    async (request, reply): Promise<AcceptInvitationResult> => {
      const { email } = await acceptInvitation(deps.db, request.body);
      // The password is set for good; signing in is a convenience: if it fails, /auth still works.
      const response = await deps.auth.api.signInEmail({
        body: { email, password: request.body.password },
        headers: toFetchRequest(request, deps.config.publicUrl).headers,
        asResponse: true,
      });
      await auditSignIn(deps.db, response, { email, ip: request.ip });
      if (!response.ok) {
        request.log.warn({ status: response.status }, 'invitation accepted but sign-in failed');
        return { signedIn: false };
      }
      reply.header('set-cookie', response.headers.getSetCookie());
      // An account with two-factor on gets the pending challenge (its cookie), not a session.
      const body = (await response.json()) as { twoFactorRedirect?: boolean };
      if (body.twoFactorRedirect) return { signedIn: false, twoFactorRequired: true };
      return { signedIn: true };
    },
  );
}
