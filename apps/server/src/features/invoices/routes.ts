import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  confirmInvoicePaymentSchema,
  invoiceIdParams,
  invoiceListQuerySchema,
  type ClientInvoice,
  type InvoiceCheckout,
  type InvoiceList,
  type InvoicePaymentResult,
} from '@lexbridge/shared/schemas/invoices';
import { authorize } from '../../platform/authz/authorize';
import { conflict, forbidden, HttpError } from '../../platform/errors';
import { requireUser, viewerOf } from '../../platform/auth/guards';
import { toClientInvoice } from './mappers';
import { fulfilInvoicePayment, startInvoiceCheckout } from './payment-service';
import { invoicePolicy } from './policy';
import { askingProvider } from '../../platform/payments/payments';
import { findInvoice, listInvoices } from './service';

const CHECKOUTS_PER_TEN_MINUTES = 20;
/** Each confirm asks the payment provider: a return page needs one or two. */
const CONFIRMS_PER_TEN_MINUTES = 60;
/** A payment the viewer may not see answers like one that does not exist. */
const viewPayment = { ...invoicePolicy.view, hidden: msg('errors:invoices.paymentNotFound') };

/**
 * The client's invoices and paying them. The list is always the signed-in account's own (the
 * firm's view is /api/admin/invoices); an invoice by id answers 404 unless the policy allows.
 */
export async function invoiceRoutes(app: FastifyInstance) {
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(app);
  const paymentDeps = (log: FastifyBaseLogger) => ({
    ...deps,
    publicUrl: deps.config.publicUrl,
    log,
  });

  typed.get(
    '/api/invoices',
    { onRequest: signedIn, schema: { querystring: invoiceListQuerySchema } },
    async (request): Promise<InvoiceList<ClientInvoice>> => {
      const { page, pageSize } = request.query;
      const clientId = request.sessionUser!.user.id;
      const { rows, total, openTotal } = await listInvoices(deps.db, request.query, clientId);
      return { invoices: rows.map(toClientInvoice), page, pageSize, total, openTotal };
    },
  );

  typed.post(
    '/api/invoices/:id/checkout',
    { onRequest: signedIn, schema: { params: invoiceIdParams } },
    async (request): Promise<InvoiceCheckout> => {
      const viewer = viewerOf(request.sessionUser, request);
      const found = await findInvoice(deps.db, request.params.id);
      const row = authorize(viewer, invoicePolicy.view, found);
      if (!invoicePolicy.pay.allows(viewer, row)) {
        throw forbidden(msg('errors:invoices.payByClient'));
      }
      await deps.rateLimiter.enforce(
        [
          {
            key: `invoice-checkout:${viewer.userId}`,
            limit: CHECKOUTS_PER_TEN_MINUTES,
            windowSeconds: 600,
          },
        ],
        () => msg('errors:invoices.tooManyPayments'),
      );
      return startInvoiceCheckout(paymentDeps(request.log), row, request.language);
    },
  );

  // The checkout's return page. The provider, not the caller, says whether it was paid.
  typed.post(
    '/api/invoices/payments/confirm',
    { onRequest: signedIn, schema: { body: confirmInvoicePaymentSchema } },
    async (request): Promise<InvoicePaymentResult> => {
      const viewer = viewerOf(request.sessionUser, request);
      await deps.rateLimiter.enforce(
        [
          {
            key: `invoice-confirm:${viewer.userId}`,
            limit: CONFIRMS_PER_TEN_MINUTES,
            windowSeconds: 600,
          },
        ],
        () => msg('errors:invoices.tooManyPayments'),
      );
      const result = await askingProvider(request.log, () =>
        fulfilInvoicePayment(paymentDeps(request.log), request.body.sessionId),
      );
      const row = authorize(viewer, viewPayment, result.status === 'unknown' ? null : result.row);
      if (result.status === 'unpaid') {
        throw new HttpError(402, 'NOT_PAID', msg('errors:invoices.notPaid'));
      }
      if (result.status === 'paid' && !result.applied) {
        throw conflict(msg('errors:invoices.paymentNotApplied'), 'PAYMENT_NOT_APPLIED');
      }
      return { invoice: toClientInvoice(row) };
    },
  );
}
