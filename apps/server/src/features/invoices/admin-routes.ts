import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createInvoiceSchema,
  invoiceAmountCents,
  invoiceIdParams,
  invoiceListQuerySchema,
  updateInvoiceStatusSchema,
  type AdminInvoice,
  type InvoiceList,
} from '@lexbridge/shared/schemas/invoices';
import { badRequest } from '../../platform/errors';
import { auditActor } from '../security';
import { publishClientChange } from '../../platform/realtime/client-changes';
import { createInvoice, changeInvoiceStatus } from './issue';
import { toAdminInvoice } from './mappers';
import { listInvoices } from './service';
import { serviceDeps } from '../../platform/deps';
import { askOnEveryRoute } from '../../platform/authz/ask';
import { invoicePolicy } from './policy';

/** The firm's invoices, inside the admin scope (which lets administrators only in). */
export async function invoicesAdminRoutes(app: FastifyInstance) {
  askOnEveryRoute(app, invoicePolicy.manage);
  const { deps } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const issueDeps = serviceDeps(deps, app.log);

  typed.get(
    '/invoices',
    { schema: { querystring: invoiceListQuerySchema } },
    async (request): Promise<InvoiceList<AdminInvoice>> => {
      const { page, pageSize } = request.query;
      const { rows, total, openTotal } = await listInvoices(deps.db, request.query);
      return { invoices: rows.map(toAdminInvoice), page, pageSize, total, openTotal };
    },
  );

  // The amount arrives as the text typed, read in the language of the page it was typed on.
  typed.post('/invoices', { schema: { body: createInvoiceSchema } }, async (request, reply) => {
    const amount = invoiceAmountCents(request.body.amount, request.language);
    if ('error' in amount) throw badRequest(amount.error, 'VALIDATION_ERROR');
    const row = await createInvoice(
      issueDeps,
      { ...request.body, amountCents: amount.cents },
      request.sessionUser!.user.id,
    );
    await publishClientChange(deps.realtime, row.clientId, { kind: 'invoice', id: row.invoice.id });
    return reply.code(201).send(toAdminInvoice(row));
  });

  typed.patch(
    '/invoices/:id/status',
    { schema: { params: invoiceIdParams, body: updateInvoiceStatusSchema } },
    async (request): Promise<AdminInvoice> => {
      const { row } = await changeInvoiceStatus(
        issueDeps,
        request.params.id,
        request.body.status,
        auditActor(request.sessionUser!.user),
      );
      const event = { kind: 'invoice', id: row.invoice.id } as const;
      await publishClientChange(deps.realtime, row.clientId, event);
      // A closed invoice can no longer be paid: a checkout left open for it is closed too.
      const session = row.invoice.paymentSessionId;
      if (session && (row.invoice.status === 'paid' || row.invoice.status === 'cancelled')) {
        await deps.payments.expire(session).catch((error: unknown) => {
          request.log.warn({ err: error, invoiceId: row.invoice.id }, 'could not close checkout');
        });
      }
      return toAdminInvoice(row);
    },
  );
}
