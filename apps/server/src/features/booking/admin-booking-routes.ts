import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/auth/guards';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@lexbridge/shared/schemas/availability';
import {
  adminCancelBookingSchema,
  moveDayQuerySchema,
  moveMonthQuerySchema,
  rescheduleBookingSchema,
} from '@lexbridge/shared/schemas/booking-manage';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { serviceDeps } from '../../platform/deps';
import {
  firmCancelBooking,
  firmMoveDay,
  firmMoveMonth,
  firmRescheduleBooking,
} from './admin-booking-changes';
import { bookingPolicy } from './policy';

/** The firm moves or cancels any paid consultation (the admin calendar's day), in the admin scope. */
export async function bookingChangeAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, bookingPolicy.manage);
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/bookings/:id/availability',
    { schema: { params: idParamSchema, querystring: moveMonthQuerySchema } },
    (request) => firmMoveMonth(deps.db, request.params.id, request.query.month),
  );
  typed.get(
    '/bookings/:id/slots',
    { schema: { params: idParamSchema, querystring: moveDayQuerySchema } },
    (request) => firmMoveDay(deps.db, request.params.id, request.query.date),
  );
  typed.post(
    '/bookings/:id/reschedule',
    { schema: { params: idParamSchema, body: rescheduleBookingSchema } },
    async (request, reply) => {
      await firmRescheduleBooking(
        serviceDeps(deps, request.log),
        request.params.id,
        request.body,
        actorOf(request),
      );
      return reply.code(204).send();
    },
  );
  typed.post(
    '/bookings/:id/cancel',
    { schema: { params: idParamSchema, body: adminCancelBookingSchema } },
    async (request, reply) => {
      await firmCancelBooking(
        serviceDeps(deps, request.log),
        request.params.id,
        request.body,
        actorOf(request),
      );
      return reply.code(204).send();
    },
  );
}
