import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appointmentQuerySchema } from '@lexbridge/shared/schemas/appointments';
import type { ClientAppointmentList } from '@lexbridge/shared/schemas/appointments';
import { authorize } from '../../platform/authz/authorize';
import { requireUser, viewerOf } from '../../platform/auth/guards';
import { findMatter, matterPolicy } from '../matters';
import { toClientAppointment } from './mappers';
import { clientConsultations } from './consultations';
import { listAppointments } from './service';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { appointmentPolicy } from './policy';

/**
 * The signed-in client's own appointments, administrators included (theirs are none: the firm's
 * view is /api/admin/appointments). A matter asked for by id must be one the viewer may see, or
 * the answer is the matter's 404.
 */
export async function appointmentRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, appointmentPolicy.listOwn);
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/appointments',
    { onRequest: requireUser(app), schema: { querystring: appointmentQuerySchema } },
    async (request): Promise<ClientAppointmentList> => {
      const { matterId, upcoming, limit } = request.query;
      const user = request.sessionUser!.user;
      if (matterId) {
        const viewer = viewerOf(request.sessionUser, request);
        authorize(viewer, matterPolicy.view, (await findMatter(db, matterId))?.matter);
      }
      const filter = { clientId: user.id, matterId, upcoming };
      const [own, booked] = await Promise.all([
        listAppointments(db, filter, limit),
        // Consultations are on no matter: they join only the client-wide lists.
        matterId ? undefined : clientConsultations(app.deps, user.id, upcoming, limit),
      ]);
      const merged = [...own.rows.map(toClientAppointment), ...(booked?.consultations ?? [])]
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
        .slice(0, limit);
      return { appointments: merged, total: own.total + (booked?.total ?? 0) };
    },
  );
}
