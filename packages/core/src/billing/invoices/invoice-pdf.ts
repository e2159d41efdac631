import {
  INVOICE_ITEM_NAMES,
  INVOICE_STATUS_NAMES,
  isStorageItem,
  STORAGE_QUANTITY_UNIT,
  TAX_KIND_NAMES,
  type InvoiceDetails,
  type Language,
} from '@masterport/contract';
import { fontPath } from '@masterport/media';

/** The words of the invoice, in its language. */
const WORDS = {
  en: {
    title: 'Invoice',
    number: 'Invoice no.',
    issued: 'Issued',
    month: 'Billing month',
    due: 'Due',
    status: 'Status',
    billedTo: 'Billed to',
    item: 'Item',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    total: 'Total',
    gstHst: 'GST/HST registration no.',
    qst: 'QST registration no.',
    terms: (days: number) => `Payment terms: due ${days} days after the issue date.`,
    seller: 'Masterport',
  },
  fr: {
    title: 'Facture',
    number: 'Facture no',
    issued: 'Émise le',
    month: 'Mois facturé',
    due: 'Échéance',
    status: 'État',
    billedTo: 'Facturé à',
    item: 'Article',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    subtotal: 'Sous-total',
    total: 'Total',
    gstHst: 'No d’inscription TPS/TVH',
    qst: 'No d’inscription TVQ',
    terms: (days: number) => `Modalités de paiement : payable dans les ${days} jours suivant la date d’émission.`,
    seller: 'Masterport',
  },
} as const;

const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Cents as the reader writes dollars: "$1,234.50" / "1 234,50 $". */
export const money = (language: Language, cents: number): string =>
  new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'CAD' }).format(cents / 100);

/** A calendar day (YYYY-MM-DD) as the reader writes it: "November 16, 2026" / "16 novembre 2026". */
export const dayText = (language: Language, isoDay: string): string =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

/** A billing month (YYYY-MM) in words: "October 2026" / "octobre 2026". */
export const monthName = (language: Language, month: string): string =>
  new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The payment terms the invoice was issued with: the days from its issue to its due date. */
const termDays = (invoice: Pick<InvoiceDetails, 'issued_on' | 'due_on'>): number =>
  Math.round((Date.parse(`${invoice.due_on}T00:00:00Z`) - Date.parse(`${invoice.issued_on}T00:00:00Z`)) / 86_400_000);

const decimal = (language: Language, value: number, digits: number) =>
  new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );

/** A line's item as printed: its name, and the master by title and unique ID. */
export function lineLabel(language: Language, line: InvoiceDetails['lines'][number]): string {
  const name = INVOICE_ITEM_NAMES[language][line.item_key];
  return line.master_title ? `${name}: ${line.master_title} (${line.master_unique_id ?? ''})` : name;
}

/** A line's quantity as printed: GB-months with two decimals for storage, a count otherwise. */
export function lineQuantity(language: Language, line: InvoiceDetails['lines'][number]): string {
  return isStorageItem(line.item_key)
    ? `${decimal(language, line.quantity, 2)} ${STORAGE_QUANTITY_UNIT[language]}`
    : decimal(language, line.quantity, 0);
}

/**
 * The invoice as a PDF in its language: our name and registration numbers, who it was billed to,
 * each line (item, quantity, unit price, amount), each tax at its rate, the totals, the due date and
 * the payment status. DejaVu Sans is embedded, as in the delivery report (accents, and no standard
 * font files for bundling to lose).
 */
export async function invoicePdf(invoice: InvoiceDetails, language: Language): Promise<Buffer> {
  // Loaded by this call only (infra/README.md, Bundles), as the delivery report does.
  const { default: PDFDocument } = await import('pdfkit');
  const w = WORDS[language];
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    font: fontPath('DejaVuSans.ttf'),
    info: { Title: `${w.title} ${invoice.number}`, Author: 'Masterport' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('regular', fontPath('DejaVuSans.ttf'));
  doc.registerFont('bold', fontPath('DejaVuSans-Bold.ttf'));

  doc.font('bold').fontSize(18).fillColor('#1c3d8f').text(`${w.seller} · ${w.title} ${invoice.number}`);
  doc.moveDown(0.3).font('regular').fontSize(9).fillColor('#1a1b1e');
  if (invoice.gst_hst_registration) doc.text(`${w.gstHst} ${invoice.gst_hst_registration}`);
  if (invoice.qst_registration) doc.text(`${w.qst} ${invoice.qst_registration}`);
  doc.moveDown(0.5).fontSize(10);
  doc.text(`${w.issued}: ${dayText(language, invoice.issued_on)} · ${w.month}: ${monthName(language, invoice.month)}`);
  doc.text(
    `${w.due}: ${dayText(language, invoice.due_on)} · ${w.status}: ${INVOICE_STATUS_NAMES[language][invoice.status]}`,
  );
  doc.moveDown(0.5).font('bold').text(w.billedTo);
  const customer = invoice.customer;
  doc.font('regular').text(customer.name);
  doc.text(`${customer.address}, ${customer.city} ${customer.state} ${customer.zip}, ${customer.country}`);

  const columns = { item: 50, quantity: 330, unit: 410, amount: 490 };
  const row = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').fontSize(9);
    doc.text(cells[0], columns.item, y, { width: 270 });
    const after = doc.y;
    doc.text(cells[1], columns.quantity, y, { width: 75, align: 'right' });
    doc.text(cells[2], columns.unit, y, { width: 75, align: 'right' });
    doc.text(cells[3], columns.amount, y, { width: 72, align: 'right' });
    doc.x = columns.item;
    doc.y = Math.max(after, doc.y) + 3;
  };
  doc.moveDown(1);
  row([w.item, w.quantity, w.unitPrice, w.amount], true);
  for (const line of invoice.lines)
    row([
      lineLabel(language, line),
      lineQuantity(language, line),
      money(language, line.unit_cents),
      money(language, line.amount_cents),
    ]);
  doc.moveDown(0.5);
  row([w.subtotal, '', '', money(language, invoice.subtotal_cents)], true);
  for (const tax of invoice.tax_totals)
    row([
      `${TAX_KIND_NAMES[language][tax.kind]} ${decimal(language, tax.rate_percent, 3).replace(/[.,]?0+$/, '')} %`,
      '',
      '',
      money(language, tax.amount_cents),
    ]);
  row([w.total, '', '', money(language, invoice.total_cents)], true);
  doc
    .moveDown(1)
    .font('regular')
    .fontSize(8)
    .fillColor('#555')
    .text(w.terms(termDays(invoice)), columns.item);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
