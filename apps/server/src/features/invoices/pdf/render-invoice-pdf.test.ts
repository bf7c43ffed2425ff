import { describe, expect, it } from 'vitest';
import { extractPdfImageSizes, extractPdfText } from '../../../test/pdf-text';
import { jpegBytes, pngBytes } from '../../../test/upload-fixtures';
import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import { firmIdentity } from '../../../platform/site-identity/firm-identity';
import { renderInvoicePdf, type InvoicePdfInput } from './render-invoice-pdf';

const invoice: InvoicePdfInput = {
  number: 'KC-2026-0001',
  issueDate: '2026-03-02',
  dueDate: '2026-03-30',
  description: 'Review of the share purchase agreement and the disclosure letter.',
  amountCents: 123_450,
  currency: 'EUR',
  status: 'sent',
  paidAt: null,
  language: 'en',
  client: { name: 'Maria Georgiou', email: 'maria@example.com' },
  matterTitle: 'Share purchase of Alpha Ltd',
  firm: firmIdentity(kcLawSiteSeed, 'en'),
};

/** The PDF's text with every run of white space (line breaks included) as one space. */
const textOf = async (input: InvoicePdfInput) =>
  (await extractPdfText(await renderInvoicePdf(input))).replace(/\s+/g, ' ');

describe('renderInvoicePdf', () => {
  it('draws a logo above the firm, and leaves out one it cannot read rather than fail', async () => {
    expect(
      await extractPdfImageSizes(await renderInvoicePdf({ ...invoice, logo: pngBytes() })),
    ).toEqual([[1, 1]]);
    // JPEG's opening bytes and nothing after: judged an image on upload, unreadable here.
    const damaged = await renderInvoicePdf({ ...invoice, logo: jpegBytes() });
    expect(await extractPdfImageSizes(damaged)).toEqual([]);
    expect(await extractPdfText(damaged)).toContain('KC Law');
  });

  it('writes a PDF file', async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('sets out an English invoice: the firm, the client, the dates and the amount', async () => {
    const text = await textOf(invoice);
    for (const part of [
      'KC Law',
      'KC Law LLC',
      '1065 Nicosia, Cyprus',
      'info@kclaw.com.cy · +357 22 123 456',
      'Invoice',
      'KC-2026-0001',
      'Bill to Maria Georgiou maria@example.com',
      'Matter Share purchase of Alpha Ltd',
      'Issue date Monday, 2 March 2026',
      'Due date Monday, 30 March 2026',
      'Status Sent',
      'Description Review of the share purchase agreement and the disclosure letter.',
      'Total 1,234.50 EUR',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Paid on');
  });

  it('writes a Greek invoice in Greek, with a Greek name kept intact by the embedded font', async () => {
    const text = await textOf({
      ...invoice,
      language: 'el',
      firm: firmIdentity(kcLawSiteSeed, 'el'),
      status: 'paid',
      paidAt: new Date('2026-03-10T09:00:00Z'),
      client: { name: 'Μαρία Γεωργίου', email: 'maria@example.com' },
    });
    for (const part of [
      'Τιμολόγιο',
      'Λεωφόρος Αρχιεπισκόπου Μακαρίου Γ΄ 1',
      '1065 Λευκωσία, Κύπρος',
      'Στοιχεία πελάτη Μαρία Γεωργίου',
      'Ημερομηνία έκδοσης Δευτέρα 2 Μαρτίου 2026',
      'Κατάσταση Εξοφλημένο',
      'Σύνολο 1.234,50 EUR',
      'Εξοφλήθηκε: Τρίτη 10 Μαρτίου 2026',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('wraps a long description over lines and keeps every word of it', async () => {
    const description = 'Advice on the shareholders’ agreement and two meetings. '
      .repeat(35)
      .trim();
    const pdf = await renderInvoicePdf({ ...invoice, description });
    const text = await extractPdfText(pdf);
    expect(text.split('\n').length).toBeGreaterThan(30);
    expect(text.replace(/\s+/g, ' ')).toContain(description);
  });

  it('leaves the description out when there is none', async () => {
    const text = await textOf({ ...invoice, description: null });
    expect(text).not.toContain('Description');
    expect(text).toContain('Total 1,234.50 EUR');
  });

  it('renders the same invoice to the same bytes', async () => {
    expect((await renderInvoicePdf(invoice)).equals(await renderInvoicePdf(invoice))).toBe(true);
  });
});
