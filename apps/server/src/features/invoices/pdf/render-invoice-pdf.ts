import PDFDocument from 'pdfkit';
import { firm } from '@lexbridge/shared/firm/firm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { formatInvoiceAmount } from '@lexbridge/shared/money/amount-text';
import {
  invoiceStatusLabel,
  type InvoiceCurrency,
  type InvoiceStatus,
} from '@lexbridge/shared/schemas/invoices';
import { zonedInstant } from '../../../platform/calendar/time';
import { formatterFor } from '../../../platform/i18n/format';
import { translator } from '../../../platform/i18n/translator';
import type { FirmIdentity } from '../../../platform/site-identity/firm-identity';
import { invoiceFonts } from './fonts';
import { drawInvoice, PAGE, type InvoiceView } from './invoice-layout';

export type InvoicePdfInput = {
  number: string;
  /** 'yyyy-MM-dd' in the firm's calendar, as is the due date. */
  issueDate: string;
  dueDate: string;
  description: string | null;
  amountCents: number;
  currency: InvoiceCurrency;
  status: InvoiceStatus;
  paidAt: Date | null;
  /** The invoice's language: every label, date and amount on it is written in it. */
  language: Language;
  client: { name: string; email: string };
  matterTitle: string;
  /** The issuer: the published site's identity in the invoice's language. */
  firm: FirmIdentity;
  /** The firm's logo as PNG or JPEG (what PDFs carry), drawn above its name; null for none. */
  logo?: Buffer | null;
};

/** A calendar date as an instant inside that day in the firm's zone (noon always exists there). */
const firmDay = (date: string) => zonedInstant(date, '12:00', firm.timeZone)!;

/** The invoice as an A4 PDF in its own language, with the site's typeface (Latin and Greek). */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const t = translator(input.language);
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    font: invoiceFonts.regular,
    lang: input.language,
    displayTitle: true,
    info: {
      Title: t('invoices:pdf.documentTitle', { number: input.number }),
      Author: input.firm.legalName,
      // The issue date, not the moment of rendering: the same invoice renders to the same bytes.
      CreationDate: firmDay(input.issueDate),
    },
  });
  const bytes = collect(doc);
  drawInvoice(doc, invoiceView(input, readableLogo(doc, input.logo)));
  doc.end();
  return bytes;
}

/**
 * The logo when pdfkit can read it: an upload is judged by its first bytes, and a logo that is
 * damaged further in must leave the invoice without it, never without the invoice.
 */
function readableLogo(doc: PDFKit.PDFDocument, logo: Buffer | null | undefined): Buffer | null {
  if (!logo) return null;
  try {
    // pdfkit reads the image as it would draw it (its types leave the method out).
    (doc as PDFKit.PDFDocument & { openImage(src: Buffer): unknown }).openImage(logo);
    return logo;
  } catch {
    return null;
  }
}

function invoiceView(input: InvoicePdfInput, logo: Buffer | null): InvoiceView {
  const t = translator(input.language);
  const format = formatterFor(input.language);
  const issuer = input.firm;
  return {
    title: t('invoices:pdf.title'),
    firm: {
      logo,
      name: issuer.name,
      details: [
        issuer.legalName,
        issuer.street,
        `${issuer.place}, ${issuer.country}`,
        `${issuer.email} · ${issuer.phone}`,
        // Shown only when the firm has them (Admin -> Site -> Identity).
        ...(issuer.vatNumber ? [t('invoices:pdf.vatNumber', { value: issuer.vatNumber })] : []),
        ...(issuer.registrationNumber
          ? [t('invoices:pdf.registrationNumber', { value: issuer.registrationNumber })]
          : []),
      ],
    },
    billTo: { label: t('invoices:pdf.billTo'), ...input.client },
    matter: { label: t('invoices:pdf.matter'), value: input.matterTitle },
    facts: [
      { label: t('invoices:pdf.number'), value: input.number },
      { label: t('invoices:pdf.issueDate'), value: format.date(firmDay(input.issueDate)) },
      { label: t('invoices:pdf.dueDate'), value: format.date(firmDay(input.dueDate)) },
      { label: t('invoices:pdf.status'), value: t(invoiceStatusLabel(input.status)) },
    ],
    description: input.description
      ? { label: t('invoices:pdf.description'), text: input.description }
      : null,
    total: {
      label: t('invoices:pdf.total'),
      amount: formatInvoiceAmount(input.amountCents, input.currency, input.language),
    },
    paidOn:
      input.status === 'paid' && input.paidAt
        ? t('invoices:pdf.paidOn', { date: format.date(input.paidAt) })
        : null,
  };
}

/** The document's bytes once pdfkit has written them all. */
function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
