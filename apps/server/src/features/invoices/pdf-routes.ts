import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invoiceIdParams } from '@lexbridge/shared/schemas/invoices';
import { authorize } from '../../platform/authz/authorize';
import { attachmentDisposition } from '../../platform/uploads/download';
import { requireUser, viewerOf } from '../../platform/auth/guards';
import { firmToday } from '../matters';
import { firmLogo, siteFor } from '../site';
import { identityOf } from '../../platform/site-identity/firm-identity';
import { invoicePolicy } from './policy';
import { findInvoice } from './service';

/** The logo as a PDF can carry it (PNG or JPEG); an invoice without it beats no invoice. */
async function pdfLogo(app: FastifyInstance, log: FastifyBaseLogger): Promise<Buffer | null> {
  try {
    const logo = await firmLogo(app);
    return logo && logo.type !== 'image/webp' ? logo.data : null;
  } catch (error) {
    log.error({ err: error }, 'the firm’s logo could not be drawn on an invoice');
    return null;
  }
}

/**
 * GET /api/invoices/:id/pdf: the invoice as a PDF, made on request from the current row in the
 * invoice's language (so it always shows the current status), for its client and the firm.
 */
export async function invoicePdfRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/invoices/:id/pdf',
    { onRequest: requireUser(app), schema: { params: invoiceIdParams } },
    async (request, reply) => {
      const viewer = viewerOf(request.sessionUser, request);
      const row = authorize(viewer, invoicePolicy.view, await findInvoice(db, request.params.id));
      const { invoice } = row;
      // Loaded on the first PDF, not at start: pdfkit and its fonts cost half a second to load.
      const { renderInvoicePdf } = await import('./pdf/render-invoice-pdf');
      const pdf = await renderInvoicePdf({
        number: invoice.number,
        issueDate: firmToday(invoice.createdAt),
        dueDate: invoice.dueDate,
        description: invoice.description,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        status: invoice.status,
        paidAt: invoice.paidAt,
        language: invoice.language,
        client: { name: row.clientName, email: row.clientEmail },
        matterTitle: row.matterTitle,
        // The firm as the site has it now: a renamed firm's PDFs carry its new name and numbers.
        firm: identityOf(siteFor(app, invoice.language)),
        logo: await pdfLogo(app, request.log),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(`${invoice.number}.pdf`))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
