import { randomBytes } from 'node:crypto';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import { localizePath } from '@lexbridge/shared/i18n/languages';
import type { Db } from '../../db/client';
import { testCheckoutSessions } from '../../db/schema/index';
import { PaymentProviderError, type PaymentProvider } from './payments';

/**
 * The checkout used when STRIPE_SECRET_KEY is not set: a page of this site (/checkout/test/:id),
 * labelled test mode, in the payer's language, whose Pay and Cancel return to the same success and cancel URLs as Stripe.
 */
export function createTestProvider(db: Db, publicUrl: string): PaymentProvider {
  return {
    kind: 'test',
    async createCheckout(request) {
      const id = `test_cs_${randomBytes(18).toString('base64url')}`;
      await db.insert(testCheckoutSessions).values({
        id,
        bookingId: request.reference.kind === 'booking' ? request.reference.id : null,
        invoiceId: request.reference.kind === 'invoice' ? request.reference.id : null,
        amountCents: request.amountCents,
        currency: request.currency,
        successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: request.cancelUrl,
        expiresAt: request.expiresAt,
      });
      // The page speaks the payer's language, as Stripe's does: /el/checkout/... in Greek.
      return { id, url: `${publicUrl}${localizePath(`/checkout/test/${id}`, request.language)}` };
    },
    async retrieve(sessionId) {
      const [row] = await db
        .select()
        .from(testCheckoutSessions)
        .where(eq(testCheckoutSessions.id, sessionId));
      if (!row) return null;
      return {
        id: row.id,
        reference: row.invoiceId
          ? { kind: 'invoice', id: row.invoiceId }
          : { kind: 'booking', id: row.bookingId! },
        paid: row.status === 'paid',
        status: row.status === 'paid' ? 'complete' : row.status,
      };
    },
    async expire(sessionId) {
      // Like Stripe: only an open session expires; a paid one stays paid.
      await db
        .update(testCheckoutSessions)
        .set({ status: 'expired' })
        .where(
          and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, 'open')),
        );
    },
    async refund(sessionId, amountCents) {
      // Like Stripe: only a paid session is refunded, never beyond what was paid; once per session
      // here, so asking again answers the same refund.
      const [row] = await db
        .update(testCheckoutSessions)
        .set({ refundedCents: amountCents })
        .where(
          and(
            eq(testCheckoutSessions.id, sessionId),
            eq(testCheckoutSessions.status, 'paid'),
            lte(sql`${amountCents}`, testCheckoutSessions.amountCents),
            or(
              eq(testCheckoutSessions.refundedCents, 0),
              eq(testCheckoutSessions.refundedCents, amountCents),
            ),
          ),
        )
        .returning({ id: testCheckoutSessions.id });
      if (!row)
        throw new PaymentProviderError(new Error(`session ${sessionId} cannot be refunded`));
      return { id: `test_re_${sessionId.slice('test_cs_'.length)}` };
    },
  };
}
