import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '@lexbridge/shared/zod';
import { markHandledSchema } from '@lexbridge/shared/schemas/contact';
import { areaTitles } from './practice-areas';
import { listContactRequests, setContactRequestHandled } from './service';
import { msg } from '@lexbridge/shared/i18n/message';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { contactPolicy } from './policy';

/** The contact requests' inbox, inside the admin scope (administrators only). */
export async function contactAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, contactPolicy.manage);
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/contact-requests', async () => ({
    requests: await listContactRequests(db, areaTitles(app)),
  }));

  typed.patch(
    '/contact-requests/:id',
    {
      schema: {
        params: z.object({ id: z.uuid(msg('errors:contact.requestMissing')) }),
        body: markHandledSchema,
      },
    },
    async (request) => ({
      request: await setContactRequestHandled(
        db,
        request.params.id,
        request.body.handled,
        areaTitles(app),
      ),
    }),
  );
}
