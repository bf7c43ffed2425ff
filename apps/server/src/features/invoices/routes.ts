import { serviceDeps } from '../../platform/deps';
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
import { ask } from '../../platform/authz/ask';
import { requireUser, viewerOf } from '../../platform/auth/guards';
import { toClientInvoice } from './mappers';
import { confirmInvoicePayment } from './confirm-payment';
import { startInvoiceCheckout } from './payment-service';
import { authorizePayment, invoicePolicy } from './policy';
import { askingProvider } from '../../platform/payments/payments';
import { findInvoice, listInvoices } from './service';

const CHECKOUTS_PER_TEN_MINUTES = 20;
/** Each confirm asks the payment provider: a return page needs one or two. */
const CONFIRMS_PER_TEN_MINUTES = 60;

/**
 * The client's invoices and paying them. The list is always the signed-in account's own (the
 * firm's view is /api/admin/invoices); an invoice by id answers 404 unless the policy allows.
 */
export async function invoiceRoutes(app: FastifyInstance) {
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(app);
  const paymentDeps = (log: FastifyBaseLogger) => serviceDeps(deps, log);

  typed.get(
    '/api/invoices',
    { onRequest: signedIn, schema: { querystring: invoiceListQuerySchema } },
    async (request): Promise<InvoiceList<ClientInvoice>> => {
      ask(request, invoicePolicy.listOwn, {});
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
      const row = authorizePayment(viewer, await findInvoice(deps.db, request.params.id));
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
      const row = await askingProvider(request.log, () =>
        confirmInvoicePayment(paymentDeps(request.log), viewer, request.body.sessionId),
      );
      return { invoice: toClientInvoice(row) };
    },
  );
}
