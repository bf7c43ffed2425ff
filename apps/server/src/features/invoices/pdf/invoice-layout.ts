import { invoiceFonts } from './fonts';

/** Everything an invoice page says, already translated and formatted: the layout only places it. */
export type InvoiceView = {
  title: string;
  firm: { logo: Buffer | null; name: string; details: string[] };
  billTo: { label: string; name: string; email: string };
  matter: { label: string; value: string };
  /** Number, dates and status, stacked on the right. */
  facts: { label: string; value: string }[];
  description: { label: string; text: string } | null;
  total: { label: string; amount: string };
  paidOn: string | null;
};

/** A4 with 20 mm margins, in points. */
export const PAGE = { size: 'A4', margin: 56 } as const;

/** The site's palette: navy ink, muted slate, warm border, a brass rule under the letterhead. */
const colors = {
  ink: '#14213d',
  muted: '#4a5468',
  rule: '#ddd5c7',
  accent: '#b3913a',
  paid: '#1f6f43',
};

const GAP = 14;
/** What the totals take: kept together, moved to a new page when they would not fit. */
const TOTALS_HEIGHT = 80;

type Doc = PDFKit.PDFDocument;

export function drawInvoice(doc: Doc, view: InvoiceView) {
  const left = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;
  const column = (width - 2 * GAP) / 2;
  const right = left + column + 2 * GAP;

  let y = letterhead(doc, view, left, width);
  const { billTo, matter, facts, description } = view;
  const client = field(doc, billTo.label, [billTo.name, billTo.email], left, y, column, true);
  const leftEnd = field(doc, matter.label, [matter.value], left, client, column);
  const rightEnd = facts.reduce((at, f) => field(doc, f.label, [f.value], right, at, column), y);
  y = Math.max(leftEnd, rightEnd) + GAP;

  if (description) y = field(doc, description.label, [description.text], left, y, width);
  totals(doc, view, left, y + GAP, width);
}

/** The logo's box: a wide logo keeps its proportions within it. */
const LOGO = { width: 180, height: 48 };

/**
 * The firm's logo when it has one, then its name and the title on one line, its details under
 * them, then the brass rule.
 */
function letterhead(doc: Doc, view: InvoiceView, left: number, width: number) {
  let top = PAGE.margin;
  if (view.firm.logo) {
    doc.image(view.firm.logo, left, top, { fit: [LOGO.width, LOGO.height] });
    top += LOGO.height + GAP;
  }
  doc.font(invoiceFonts.bold).fontSize(20).fillColor(colors.ink);
  doc.text(view.firm.name, left, top, { width });
  doc.text(view.title, left, top, { width, align: 'right' });
  doc.font(invoiceFonts.regular).fontSize(9).fillColor(colors.muted);
  doc.text(view.firm.details.join('\n'), left, doc.y + 4, { width, lineGap: 2 });
  const y = doc.y + GAP;
  rule(doc, left, y, width, colors.accent, 1);
  return y + 2 * GAP;
}

/**
 * A small muted label with its lines under it (the first in bold when `leadBold`), wrapped to
 * `width`; returns where the next field starts.
 */
function field(
  doc: Doc,
  label: string,
  lines: string[],
  x: number,
  y: number,
  width: number,
  leadBold = false,
) {
  doc.font(invoiceFonts.regular).fontSize(8.5).fillColor(colors.muted).text(label, x, y, { width });
  doc.moveDown(0.2).fontSize(10.5).fillColor(colors.ink);
  lines.forEach((line, index) => {
    doc.font(leadBold && index === 0 ? invoiceFonts.bold : invoiceFonts.regular);
    doc.text(line, x, doc.y, { width, lineGap: 2 });
  });
  return doc.y + GAP;
}

/** The total under a thin rule, and the payment date once paid. */
function totals(doc: Doc, view: InvoiceView, left: number, top: number, width: number) {
  const y = top + TOTALS_HEIGHT > doc.page.height - PAGE.margin ? addPage(doc) : top;
  rule(doc, left, y, width, colors.rule, 0.75);
  doc.font(invoiceFonts.regular).fontSize(11).fillColor(colors.muted);
  doc.text(view.total.label, left, y + GAP + 4, { width });
  doc.font(invoiceFonts.bold).fontSize(16).fillColor(colors.ink);
  doc.text(view.total.amount, left, y + GAP, { width, align: 'right' });
  if (view.paidOn) {
    doc.font(invoiceFonts.regular).fontSize(10).fillColor(colors.paid);
    doc.text(view.paidOn, left, doc.y + 4, { width, align: 'right' });
  }
}

/** A new page; returns its top. */
const addPage = (doc: Doc) => doc.addPage().page.margins.top;

function rule(doc: Doc, x: number, y: number, width: number, color: string, weight: number) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(weight)
    .strokeColor(color)
    .stroke();
}
