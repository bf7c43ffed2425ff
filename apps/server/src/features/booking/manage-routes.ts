import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelBookingSchema,
  manageTokenParams,
  moveDayQuerySchema,
  moveMonthQuerySchema,
  rescheduleBookingSchema,
  type ManagedBooking,
} from '@lexbridge/shared/schemas/booking-manage';
import { msg } from '@lexbridge/shared/i18n/message';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { serviceDeps } from '../../platform/deps';
import { bookingPolicy } from './policy';
import {
  bookingCalendarFile,
  cancelPaidBooking,
  managedBooking,
  moveDayOf,
  moveMonthOf,
  rescheduleBooking,
} from './manage-service';

/** Changes per address: a person moves or cancels a few times; a guesser gets nowhere anyway. */
const CHANGES_PER_HOUR = 30;

/**
 * A booking's manage page (the signed link in its confirmation): anyone holding the link may see
 * the consultation and move or cancel it, within the firm's cancellation policy.
 */
export async function bookingManageRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, bookingPolicy.manageOwn);
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limit = (ip: string) =>
    deps.rateLimiter.enforce(
      [{ key: `booking-manage:${ip}`, limit: CHANGES_PER_HOUR, windowSeconds: 3600 }],
      () => msg('errors:booking.tooManyAttempts'),
    );

  typed.get(
    '/api/bookings/manage/:token',
    { schema: { params: manageTokenParams } },
    (request): Promise<ManagedBooking> =>
      managedBooking(serviceDeps(deps, request.log), request.params.token),
  );
  typed.get(
    '/api/bookings/manage/:token/calendar',
    { schema: { params: manageTokenParams } },
    async (request, reply) => {
      const file = await bookingCalendarFile(serviceDeps(deps, request.log), request.params.token);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );
  // The days and times the booking can move to: its own length, whatever its type is offered as.
  typed.get(
    '/api/bookings/manage/:token/availability',
    { schema: { params: manageTokenParams, querystring: moveMonthQuerySchema } },
    (request) =>
      moveMonthOf(serviceDeps(deps, request.log), request.params.token, request.query.month),
  );
  typed.get(
    '/api/bookings/manage/:token/slots',
    { schema: { params: manageTokenParams, querystring: moveDayQuerySchema } },
    (request) =>
      moveDayOf(serviceDeps(deps, request.log), request.params.token, request.query.date),
  );
  typed.post(
    '/api/bookings/manage/:token/reschedule',
    { schema: { params: manageTokenParams, body: rescheduleBookingSchema } },
    async (request): Promise<ManagedBooking> => {
      await limit(request.ip);
      return rescheduleBooking(serviceDeps(deps, request.log), request.params.token, request.body);
    },
  );
  typed.post(
    '/api/bookings/manage/:token/cancel',
    { schema: { params: manageTokenParams, body: cancelBookingSchema } },
    async (request): Promise<ManagedBooking> => {
      await limit(request.ip);
      return cancelPaidBooking(
        serviceDeps(deps, request.log),
        request.params.token,
        request.body.reason,
      );
    },
  );
}
