import type { InvoiceItemKey, InvoicePaymentStatus, Language } from '@masterport/contract';
import { fontPath } from '@masterport/media';
import type { InvoiceDetails } from '@masterport/contract';

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
    terms: 'Payment terms: due 15 days after the issue date.',
    gbMonths: 'GB-months',
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
    terms: 'Modalités de paiement : payable dans les 15 jours suivant la date d’émission.',
    gbMonths: 'Go-mois',
    seller: 'Masterport',
  },
} as const;

/** Each invoice item key as a person reads it. */
export const ITEM_NAMES: Record<Language, Record<InvoiceItemKey, string>> = {
  en: {
    SUBSCRIPTION: 'Monthly subscription',
    MASTER: 'TV master',
    MASTER_RADIO: 'Radio master',
    MASTER_WEB: 'Web master',
    REVISION: 'TV master revision',
    REVISION_RADIO: 'Radio master revision',
    REVISION_WEB: 'Web master revision',
    STORAGE_90DAYS: 'Storage, files 0 to 3 months old',
    STORAGE: 'Storage, files 3 months to 5 years old',
    STORAGE_5YEARS: 'Storage, files over 5 years old',
    STORAGE_ARCHIVED: 'Storage, archived masters',
    DISCOUNT: 'Storage discount',
    OTHER: 'Other',
  },
  fr: {
    SUBSCRIPTION: 'Abonnement mensuel',
    MASTER: 'Master télé',
    MASTER_RADIO: 'Master radio',
    MASTER_WEB: 'Master Web',
    REVISION: 'Révision de master télé',
    REVISION_RADIO: 'Révision de master radio',
    REVISION_WEB: 'Révision de master Web',
    STORAGE_90DAYS: 'Stockage, fichiers de 0 à 3 mois',
    STORAGE: 'Stockage, fichiers de 3 mois à 5 ans',
    STORAGE_5YEARS: 'Stockage, fichiers de plus de 5 ans',
    STORAGE_ARCHIVED: 'Stockage, masters archivés',
    DISCOUNT: 'Rabais sur le stockage',
    OTHER: 'Autre',
  },
};

const STATUS_NAMES: Record<Language, Record<InvoicePaymentStatus, string>> = {
  en: { paid: 'Paid', not_paid: 'Not paid', overdue: 'Overdue', void: 'Void' },
  fr: { paid: 'Payée', not_paid: 'Non payée', overdue: 'En retard', void: 'Annulée' },
};

const TAX_NAMES: Record<Language, Record<'GST' | 'HST' | 'QST', string>> = {
  en: { GST: 'GST', HST: 'HST', QST: 'QST' },
  fr: { GST: 'TPS', HST: 'TVH', QST: 'TVQ' },
};

const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/** Cents as the reader writes dollars: "$1,234.50" / "1 234,50 $". */
export const money = (language: Language, cents: number): string =>
  new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'CAD' }).format(cents / 100);

const decimal = (language: Language, value: number, digits: number) =>
  new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );

/** A line's item as printed: its name, and the master by title and unique ID. */
export function lineLabel(language: Language, line: InvoiceDetails['lines'][number]): string {
  const name = ITEM_NAMES[language][line.item_key];
  return line.master_title ? `${name}: ${line.master_title} (${line.master_unique_id ?? ''})` : name;
}

/** A line's quantity as printed: GB-months with two decimals for storage, a count otherwise. */
export function lineQuantity(language: Language, line: InvoiceDetails['lines'][number]): string {
  return line.item_key.startsWith('STORAGE')
    ? `${decimal(language, line.quantity, 2)} ${WORDS[language].gbMonths}`
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
  doc.text(`${w.issued}: ${invoice.issued_on} · ${w.month}: ${invoice.month}`);
  doc.text(`${w.due}: ${invoice.due_on} · ${w.status}: ${STATUS_NAMES[language][invoice.status]}`);
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
      `${TAX_NAMES[language][tax.kind]} ${decimal(language, tax.rate_percent, 3).replace(/[.,]?0+$/, '')} %`,
      '',
      '',
      money(language, tax.amount_cents),
    ]);
  row([w.total, '', '', money(language, invoice.total_cents)], true);
  doc.moveDown(1).font('regular').fontSize(8).fillColor('#555').text(w.terms, columns.item);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
