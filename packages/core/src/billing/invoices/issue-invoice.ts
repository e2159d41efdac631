import { issueInvoice, type AccountItem, type InvoiceItem } from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { addDays } from '../../billing-access/calendar.ts';
import { config } from '../../config.ts';
import { logger } from '../../logger.ts';
import { mailInvoiceReady } from '../payments/billing-mails.ts';
import { collectInvoice } from '../payments/payment-collection.ts';
import { invoiceTotals, taxedLines, type UntaxedLine } from './invoice-lines.ts';

/**
 * Payment terms (docs/billing.md, "Invoices"): the days after its issue an invoice is due; past
 * its due date unpaid, it is overdue. The invoice keeps its due date, and every screen and PDF reads
 * that date, never this number again.
 */
export const INVOICE_DUE_DAYS = 15;

/**
 * Issues an account's invoice (the month end's, a plan change's prorated days): its lines taxed where
 * the account is on the tax date, the customer as the account reads now, our registration numbers as
 * configured, due `INVOICE_DUE_DAYS` after its issue. Nothing is issued for lines that cost nothing
 * (null). Idempotent by `id`: issued again, it answers the invoice already issued.
 */
export async function issueAccountInvoice(
  account: AccountItem,
  invoice: { id: string; month: string; issuedOn: string; taxDate: string; lines: readonly UntaxedLine[] },
): Promise<InvoiceItem | null> {
  const lines = taxedLines(invoice.lines, { country: account.country, state: account.state }, invoice.taxDate);
  const totals = invoiceTotals(lines);
  if (totals.total_cents <= 0) return null;
  return issueInvoice(table(), {
    id: invoice.id,
    account_id: account.id,
    month: invoice.month,
    issued_on: invoice.issuedOn,
    tax_date: invoice.taxDate,
    due_on: addDays(invoice.issuedOn, INVOICE_DUE_DAYS),
    status: 'open',
    paid_on: null,
    language: account.language,
    customer: {
      name: account.name,
      address: account.address,
      city: account.city,
      state: account.state,
      zip: account.zip,
      country: account.country,
    },
    gst_hst_registration: config().gstHstRegistrationNumber ?? null,
    qst_registration: config().qstRegistrationNumber ?? null,
    lines,
    ...totals,
  });
}

/**
 * What follows an invoice's issue (docs/billing.md "Payments"): the invoice-ready e-mail and the
 * collection's first try on the primary card. Both are once per invoice (a claimed e-mail, a try
 * keyed by the attempt count), so a month end run again sends and charges nothing twice; neither
 * undoes the issue when it fails (the daily collection tries again).
 */
export async function announceAndCollect(invoice: InvoiceItem): Promise<void> {
  try {
    await mailInvoiceReady(invoice);
    await collectInvoice(invoice, invoice.issued_on);
  } catch (error) {
    logger.error('Invoice issued but not announced or charged', { invoiceId: invoice.id, error: String(error) });
  }
}
