import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmBookingSchema,
  createBookingSchema,
  monthQuerySchema,
  releaseBookingSchema,
  slotsQuerySchema,
  type ConfirmBookingResponse,
} from '@lexbridge/shared/schemas/booking';
import type { BookingPolicy } from '@lexbridge/shared/schemas/booking-manage';
import { HttpError, notFound } from '../../platform/errors';
import { getFirmSettings } from '../settings';
import { daySlots, monthAvailability } from './availability-service';
import { createBooking } from './booking-service';
import { offeredType, shortestOfferedMinutes } from './consultation-types';
import { cancelBooking, fulfil } from './fulfilment-service';
import { msg } from '@lexbridge/shared/i18n/message';
import { askingProvider } from '../../platform/payments/payments';
import { serviceDeps } from '../../platform/deps';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { bookingPolicy } from './policy';

const BOOKINGS_PER_HOUR = 20;
/** Each confirm asks the payment provider: a return page needs one or two. */
const CONFIRMS_PER_TEN_MINUTES = 60;

export async function bookingRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, bookingPolicy.book);
  const { deps } = app;
  const { payments } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/availability', { schema: { querystring: monthQuerySchema } }, (request) => {
    const { month, type } = request.query;
    const minutes = type ? offeredType(app, type).durationMinutes : shortestOfferedMinutes(app);
    return monthAvailability(deps.db, month, minutes);
  });

  typed.get('/api/availability/slots', { schema: { querystring: slotsQuerySchema } }, (request) =>
    daySlots(deps.db, request.query.date, offeredType(app, request.query.type)),
  );

  typed.get('/api/bookings/policy', async (): Promise<BookingPolicy> => {
    const settings = await getFirmSettings(deps.db);
    return {
      cutoffHours: settings.cancellationCutoffHours,
      refundBeforeCutoff: settings.refundBeforeCutoff,
    };
  });

  typed.post('/api/bookings', { schema: { body: createBookingSchema } }, async (request) => {
    await deps.rateLimiter.enforce(
      [{ key: `booking:${request.ip}`, limit: BOOKINGS_PER_HOUR, windowSeconds: 3600 }],
      () => msg('errors:booking.tooManyAttempts'),
    );
    return createBooking(serviceDeps(deps, request.log), {
      ...request.body,
      type: offeredType(app, request.body.type),
      language: request.language,
      clientIp: request.ip,
    });
  });

  typed.post(
    '/api/bookings/confirm',
    { schema: { body: confirmBookingSchema } },
    async (request): Promise<ConfirmBookingResponse> => {
      await deps.rateLimiter.enforce(
        [
          {
            key: `booking-confirm:${request.ip}`,
            limit: CONFIRMS_PER_TEN_MINUTES,
            windowSeconds: 600,
          },
        ],
        () => msg('errors:booking.tooManyAttempts'),
      );
      const result = await askingProvider(request.log, () =>
        fulfil(serviceDeps(deps, request.log), request.body.sessionId),
      );
      if (result.status === 'confirmed') return { appointment: result.consultation };
      if (result.status === 'unpaid') {
        throw new HttpError(402, 'NOT_PAID', msg('errors:booking.notPaid'));
      }
      if (result.status === 'conflict') {
        throw new HttpError(409, 'SLOT_TAKEN', msg('errors:booking.paidAfterTaken'));
      }
      throw notFound(msg('errors:booking.notFound'));
    },
  );

  typed.post(
    '/api/bookings/cancel',
    { schema: { body: releaseBookingSchema } },
    async (request, reply) => {
      await askingProvider(request.log, () =>
        cancelBooking({ db: deps.db, payments }, request.body.bookingId),
      );
      return reply.code(204).send();
    },
  );
}
