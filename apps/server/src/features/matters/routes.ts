import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matterIdParams, matterListQuerySchema } from '@lexbridge/shared/schemas/matters';
import type { ClientMatterDetail } from '@lexbridge/shared/schemas/matters';
import { authorize } from '../../platform/authz/authorize';
import { requireUser, viewerOf } from '../../platform/auth/guards';
import { countMatterAppointments, countMatterInvoices } from './detail-counts';
import { toClientMatter } from './mappers';
import { matterPolicy } from './policy';
import { practiceAreaTitles } from './practice-areas';
import { findMatter, listMatters } from './service';
import { ask } from '../../platform/authz/ask';

/**
 * The client's own matters. The list is always the signed-in account's, administrators included
 * (theirs is empty: the firm's view is /api/admin/matters); one matter by id answers 404 unless
 * the policy lets the viewer see it.
 */
export async function matterRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(app);

  typed.get(
    '/api/matters',
    { onRequest: signedIn, schema: { querystring: matterListQuerySchema } },
    async (request) => {
      ask(request, matterPolicy.listOwn, {});
      const clientId = request.sessionUser!.user.id;
      const { rows, total } = await listMatters(db, request.query, clientId);
      const { page, pageSize } = request.query;
      const titles = practiceAreaTitles(app);
      const matters = rows.map((row) => toClientMatter(row.matter, titles));
      return { matters, page, pageSize, total };
    },
  );

  typed.get(
    '/api/matters/:id',
    { onRequest: signedIn, schema: { params: matterIdParams } },
    async (request): Promise<ClientMatterDetail> => {
      const viewer = viewerOf(request.sessionUser, request);
      const row = authorize(
        viewer,
        matterPolicy.view,
        (await findMatter(db, request.params.id))?.matter,
      );
      return {
        ...toClientMatter(row, practiceAreaTitles(app)),
        appointmentCount: await countMatterAppointments(db, row.id),
        ...(await countMatterInvoices(db, row.id)),
      };
    },
  );
}
