import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAppointmentQuerySchema,
  appointmentIdParams,
  createAppointmentSchema,
  updateAppointmentSchema,
  type AdminAppointmentList,
} from '@lexbridge/shared/schemas/appointments';
import { matterIdParams } from '@lexbridge/shared/schemas/matters';
import { addAppointment, updateAppointment, type AppointmentDeps } from './changes';
import { toAdminAppointment } from './mappers';
import { listAppointments } from './service';
import { serviceDeps } from '../../platform/deps';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { appointmentPolicy } from './policy';

/** The firm's appointments, inside the admin scope (which lets administrators only in). */
export async function appointmentsAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, appointmentPolicy.manage);
  const { db } = app.deps;
  const deps: AppointmentDeps = serviceDeps(app.deps, app.log);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/appointments',
    { schema: { querystring: adminAppointmentQuerySchema } },
    async (request): Promise<AdminAppointmentList> => {
      const { rows } = await listAppointments(db, request.query);
      return { appointments: rows.map(toAdminAppointment) };
    },
  );

  typed.post(
    '/matters/:id/appointments',
    { schema: { params: matterIdParams, body: createAppointmentSchema } },
    async (request, reply) => {
      const createdBy = request.sessionUser!.user.id;
      const row = await addAppointment(deps, request.params.id, request.body, createdBy);
      return reply.code(201).send(toAdminAppointment(row));
    },
  );

  typed.patch(
    '/appointments/:id',
    { schema: { params: appointmentIdParams, body: updateAppointmentSchema } },
    async (request) =>
      toAdminAppointment(await updateAppointment(deps, request.params.id, request.body)),
  );
}
