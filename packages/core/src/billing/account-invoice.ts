import { issueInvoice, type AccountItem, type InvoiceItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { addDays } from '../billing-access/calendar.ts';
import { config } from '../config.ts';
import { INVOICE_DUE_DAYS } from './invoices/finalise.ts';
import { invoiceTotals, taxedLines, type UntaxedLine } from './invoices/invoice-lines.ts';

/**
 * An invoice of its own, outside the month end's (docs/billing.md): a plan change's prorated month,
 * the rest of a month an account came back in. Taxed at `taxDate`'s rates where the account is,
 * issued today with the usual terms, under an id derived from what it bills (so a retry answers the
 * invoice already issued); null when its lines cost nothing.
 */
export async function issueAccountInvoice(
  account: AccountItem,
  invoice: { id: string; month: string; today: string; taxDate: string; lines: readonly UntaxedLine[] },
): Promise<InvoiceItem | null> {
  const lines = taxedLines([...invoice.lines], { country: account.country, state: account.state }, invoice.taxDate);
  const totals = invoiceTotals(lines);
  if (totals.total_cents <= 0) return null;
  return issueInvoice(table(), {
    id: invoice.id,
    account_id: account.id,
    month: invoice.month,
    issued_on: invoice.today,
    tax_date: invoice.taxDate,
    due_on: addDays(invoice.today, INVOICE_DUE_DAYS),
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
