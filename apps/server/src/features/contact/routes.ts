import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_REFUSED_MESSAGE, contactRequestSchema } from '@lexbridge/shared/schemas/contact';
import { badRequest } from '../../platform/errors';
import { checkContactAllowed } from './limits';
import { offeredAreaTitle } from './practice-areas';
import { submitContactRequest } from './service';
import { serviceDeps } from '../../platform/deps';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { contactPolicy } from './policy';

export async function contactRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, contactPolicy.submit);
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/contact-requests',
    { schema: { body: contactRequestSchema } },
    async (request, reply) => {
      // Counted before the honeypot check, so a bot that fills it cannot retry without limit.
      await checkContactAllowed(deps.rateLimiter, request.ip);
      if (request.body.website) {
        request.log.info('contact request refused: honeypot field filled');
        throw badRequest(CONTACT_REFUSED_MESSAGE, 'REFUSED');
      }
      const areaTitle = offeredAreaTitle(app, request.body.practiceArea);
      await submitContactRequest(
        serviceDeps(deps, request.log),
        request.body,
        request.language,
        areaTitle,
      );
      return reply.code(201).send({ ok: true });
    },
  );
}
