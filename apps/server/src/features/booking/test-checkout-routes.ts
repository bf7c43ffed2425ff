import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TestCheckoutSession } from '@lexbridge/shared/schemas/booking';
import { bookings, testCheckoutSessions } from '../../db/schema/index';
import { conflict, notFound } from '../../platform/errors';
import { appointmentOf } from './fulfilment-service';
import { msg } from '@lexbridge/shared/i18n/message';

const params = z.object({ sessionId: z.string().min(1).max(100) });

/** The built-in test checkout (no STRIPE_SECRET_KEY): what its page shows, and its Pay button. */
export async function testCheckoutRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function load(sessionId: string) {
    const [row] = await db
      .select({ session: testCheckoutSessions, booking: bookings })
      .from(testCheckoutSessions)
      .innerJoin(bookings, eq(bookings.id, testCheckoutSessions.bookingId))
      .where(eq(testCheckoutSessions.id, sessionId));
    if (!row) throw notFound(msg('errors:booking.checkoutNotFound'));
    return row;
  }

  typed.get(
    '/api/checkout/test/:sessionId',
    { schema: { params } },
    async (request): Promise<TestCheckoutSession> => {
      const { session, booking } = await load(request.params.sessionId);
      const appointment = appointmentOf(booking);
      const open =
        session.status === 'open' &&
        session.expiresAt > new Date() &&
        booking.status === 'pending_payment';
      return {
        id: session.id,
        status: session.status === 'paid' ? 'paid' : open ? 'open' : 'expired',
        amountCents: session.amountCents,
        currency: session.currency,
        title: appointment.title,
        date: appointment.date,
        time: appointment.time,
        durationMinutes: appointment.durationMinutes,
        clientEmail: booking.clientEmail,
      };
    },
  );

  typed.post('/api/checkout/test/:sessionId/pay', { schema: { params } }, async (request) => {
    const { session, booking } = await load(request.params.sessionId);
    if (session.status === 'paid') return { url: session.successUrl };
    const [paid] = await db
      .update(testCheckoutSessions)
      .set({ status: 'paid' })
      .where(
        and(
          eq(testCheckoutSessions.id, session.id),
          eq(testCheckoutSessions.status, 'open'),
          gt(testCheckoutSessions.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!paid || booking.status !== 'pending_payment') {
      throw conflict(msg('errors:booking.checkoutExpired'), 'CHECKOUT_EXPIRED');
    }
    return { url: session.successUrl };
  });

  typed.post('/api/checkout/test/:sessionId/cancel', { schema: { params } }, async (request) => {
    const { session } = await load(request.params.sessionId);
    return { url: session.cancelUrl };
  });
}
