import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '@lexbridge/shared/zod';
import { isOpenInvoice } from '@lexbridge/shared/schemas/invoices';
import type { TestCheckoutSession } from '@lexbridge/shared/schemas/booking';
import type { Language } from '@lexbridge/shared/i18n/languages';
import type { Db } from '../../db/client';
import { bookings, testCheckoutSessions } from '../../db/schema/index';
import { conflict, notFound } from '../../platform/errors';
import { bookedConsultationOf } from '../booking';
import { findInvoice } from '../invoices';
import { recordPaidCheckout } from './record-paid-checkout';
import { msg } from '@lexbridge/shared/i18n/message';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { paymentsPolicy } from './policy';

const params = z.object({ sessionId: z.string().min(1).max(100) });
type SessionRow = typeof testCheckoutSessions.$inferSelect;

/**
 * What the session pays for (a consultation named in the page's language), who pays, and whether
 * that thing can still be paid.
 */
async function purchaseOf(db: Db, session: SessionRow, language: Language) {
  if (session.invoiceId) {
    const row = await findInvoice(db, session.invoiceId);
    if (!row) return null;
    return {
      purchase: { kind: 'invoice', number: row.invoice.number } as const,
      clientEmail: row.clientEmail,
      payable: isOpenInvoice(row.invoice.status),
    };
  }
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, session.bookingId!));
  if (!booking) return null;
  const { date, time, durationMinutes, title } = bookedConsultationOf(booking, language);
  return {
    purchase: { kind: 'consultation', title, date, time, durationMinutes } as const,
    clientEmail: booking.clientEmail,
    payable: booking.status === 'pending_payment',
  };
}

/** The built-in test checkout (no STRIPE_SECRET_KEY): what its page shows, and its Pay button. */
export async function testCheckoutRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, paymentsPolicy.testCheckout);
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function load(sessionId: string, language: Language) {
    const [session] = await db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, sessionId));
    const bought = session && (await purchaseOf(db, session, language));
    if (!session || !bought) throw notFound(msg('errors:booking.checkoutNotFound'));
    return { session, ...bought };
  }

  typed.get(
    '/api/checkout/test/:sessionId',
    { schema: { params } },
    async (request): Promise<TestCheckoutSession> => {
      const { session, purchase, clientEmail, payable } = await load(
        request.params.sessionId,
        request.language,
      );
      const open = session.status === 'open' && session.expiresAt > new Date() && payable;
      return {
        id: session.id,
        status: session.status === 'paid' ? 'paid' : open ? 'open' : 'expired',
        amountCents: session.amountCents,
        currency: session.currency,
        clientEmail,
        purchase,
      };
    },
  );

  typed.post('/api/checkout/test/:sessionId/pay', { schema: { params } }, async (request) => {
    const { session, payable, purchase } = await load(request.params.sessionId, request.language);
    if (session.status === 'paid') return { url: session.successUrl };
    // Nothing is taken for what can no longer be paid (a cancelled invoice, a released slot).
    const expired =
      purchase.kind === 'invoice'
        ? conflict(msg('errors:invoices.checkoutExpired'), 'CHECKOUT_EXPIRED')
        : conflict(msg('errors:booking.checkoutExpired'), 'CHECKOUT_EXPIRED');
    if (!payable) throw expired;
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
    if (!paid) throw expired;
    // Recorded now, as Stripe's webhook records a real payment: a payer who closes the tab
    // before the return page loads has still paid. A failure here is logged; the return page
    // asks again.
    const kind = session.invoiceId ? 'invoice' : 'booking';
    await recordPaidCheckout(app.deps, request.log, kind, session.id).catch((error: unknown) => {
      request.log.error(
        { err: error, sessionId: session.id },
        'test checkout payment not recorded',
      );
    });
    return { url: session.successUrl };
  });

  typed.post('/api/checkout/test/:sessionId/cancel', { schema: { params } }, async (request) => {
    const { session } = await load(request.params.sessionId, request.language);
    return { url: session.cancelUrl };
  });
}
