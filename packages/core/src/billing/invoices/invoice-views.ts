import {
  INVOICES_PAGE_SIZE,
  type InvoiceDetails,
  type InvoicePaymentStatus,
  type InvoiceSummary,
  type PlanKey,
  type Statement,
  type StatementLine,
} from '@masterport/contract';
import {
  getAccount,
  getInvoice,
  listInvoicesOfAccount,
  listLedgerEntriesOfMonth,
  listPaymentMethods,
  listUnpaidInvoicesOfAccount,
  type InvoiceItem,
} from '@masterport/data';
import { table } from '../../adapters/db.ts';
import type { AuthContext } from '../../auth/authorize.ts';
import { AppError } from '../../errors.ts';
import { billingMonthOf, billingNow } from '../../billing-access/billing-clock.ts';
import { numberedPageStart, pageScope, rememberNextPage } from '../../lists/numbered-pages.ts';
import { paysSubscriptionFor } from './finalise.ts';
import { ledgerLines } from './invoice-lines.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { subscriptionLine } from '../ledger/ledger.ts';

/** Paid, void, or unpaid: overdue once the billing clock's day is past the due date, else not paid. */
export function paymentStatus(invoice: Pick<InvoiceItem, 'status' | 'due_on'>, today: string): InvoicePaymentStatus {
  if (invoice.status !== 'open') return invoice.status;
  return today > invoice.due_on ? 'overdue' : 'not_paid';
}

const today = async (): Promise<string> => (await billingNow()).toISOString().slice(0, 10);

const summaryOf = (invoice: InvoiceItem, day: string): InvoiceSummary => ({
  id: invoice.id,
  number: invoice.number,
  month: invoice.month,
  issued_on: invoice.issued_on,
  due_on: invoice.due_on,
  paid_on: invoice.paid_on,
  status: paymentStatus(invoice, day),
  total_cents: invoice.total_cents,
});

const sumOf = (invoices: readonly InvoiceItem[]) => invoices.reduce((sum, invoice) => sum + invoice.total_cents, 0);

/**
 * The statement: what the account owes (its open invoices), the card invoices are charged to (null
 * until the account saves one), and the billing month so far line by line from the ledger, with the
 * month's subscription shown ahead of the month end that bills it (`at_month_end`), so the running
 * total is what the invoice will say before storage and tax. Storage is metered daily and joins at
 * month end.
 */
export async function accountStatement(auth: AuthContext): Promise<{ account_statement: Statement }> {
  const month = billingMonthOf(await billingNow());
  const [entries, unpaid, cards, account] = await Promise.all([
    listLedgerEntriesOfMonth(table(), auth.accountId, month),
    listUnpaidInvoicesOfAccount(table(), auth.accountId),
    listPaymentMethods(table(), auth.accountId),
    getAccount(table(), auth.accountId),
  ]);
  const lines: StatementLine[] = ledgerLines(entries).map((line) => ({ ...line, at_month_end: false }));
  const subscription = account && paysSubscriptionFor(account, month) ? subscriptionLine(account.plan_key) : null;
  // The ledger holds the month's subscription only once the month is finalised.
  if (subscription?.amount_cents && !lines.some((line) => line.item_key === 'SUBSCRIPTION'))
    lines.unshift({ ...subscription, at_month_end: true });
  return {
    account_statement: {
      balance_cents: sumOf(unpaid),
      primary_payment_method: { id: cards.find((card) => card.is_primary)?.id ?? null },
      currency: 'CAD',
      month,
      lines,
      subtotal_cents: lines.reduce((sum, line) => sum + line.amount_cents, 0),
    },
  };
}

/** The statuses only an open invoice can have: the unpaid index holds every one of them. */
const UNPAID_STATUSES: ReadonlySet<InvoicePaymentStatus> = new Set(['not_paid', 'overdue']);

/**
 * A page of the account's invoices, newest first, optionally of one payment status
 * (docs/data-model.md, "Page numbers over cursors"). Paid and void invoices, and all of them, are read
 * one page from the table (a later page from where the one before ended, remembered for an hour).
 * Not paid and overdue are both open invoices, told apart by the billing clock when read: they come
 * from the unpaid index, a handful at most (an account is blocked once one is overdue), and are paged
 * here. `has_more` may be true on a last page that ends exactly at the end of the list.
 */
export async function invoicesList(auth: AuthContext, page: number, status?: InvoicePaymentStatus) {
  const day = await today();
  if (status && UNPAID_STATUSES.has(status)) {
    const unpaid = await listUnpaidInvoicesOfAccount(table(), auth.accountId);
    const rows = unpaid
      .map((invoice) => summaryOf(invoice, day))
      .filter((row) => row.status === status)
      .sort((a, b) => b.issued_on.localeCompare(a.issued_on));
    const start = (page - 1) * INVOICES_PAGE_SIZE;
    return {
      invoices: rows.slice(start, start + INVOICES_PAGE_SIZE),
      page,
      has_more: rows.length > start + INVOICES_PAGE_SIZE,
    };
  }
  const stored = status === 'paid' || status === 'void' ? status : undefined;
  const scope = pageScope('INVOICES', auth.accountId, { status: stored ?? 'all' });
  const readPage = (cursor: string | undefined) =>
    listInvoicesOfAccount(table(), auth.accountId, { limit: INVOICES_PAGE_SIZE, cursor, status: stored });
  const start = await numberedPageStart(scope, page, async (cursor) => (await readPage(cursor)).cursor);
  if (start === null) return { invoices: [], page, has_more: false };
  const { items, cursor } = await readPage(start);
  await rememberNextPage(scope, page + 1, cursor);
  return { invoices: items.map((invoice) => summaryOf(invoice, day)), page, has_more: !!cursor };
}

/** The account's unpaid invoices, the earliest due first, and what they add up to. */
export async function unpaidInvoices(auth: AuthContext) {
  const [day, unpaid] = await Promise.all([today(), listUnpaidInvoicesOfAccount(table(), auth.accountId)]);
  return { invoices: unpaid.map((invoice) => summaryOf(invoice, day)), balance_cents: sumOf(unpaid) };
}

/** One of the account's invoices; another account's answers `data_restriction`, as a distribution or a document does. */
export async function ownInvoice(auth: AuthContext, invoiceId: string): Promise<InvoiceItem> {
  const invoice = await getInvoice(table(), invoiceId);
  if (!invoice) throw new AppError('no_invoice');
  if (invoice.account_id !== auth.accountId) throw new AppError('data_restriction');
  return invoice;
}

export function invoiceDetailsOf(invoice: InvoiceItem, day: string): InvoiceDetails {
  const totals = new Map<string, InvoiceDetails['tax_totals'][number]>();
  for (const tax of invoice.lines.flatMap((line) => line.taxes)) {
    const key = `${tax.kind}#${tax.rate_per_100k}`;
    const sum = totals.get(key);
    totals.set(key, {
      kind: tax.kind,
      rate_percent: tax.rate_per_100k / 1000,
      amount_cents: (sum?.amount_cents ?? 0) + tax.amount_cents,
    });
  }
  return {
    ...summaryOf(invoice, day),
    tax_date: invoice.tax_date,
    customer: invoice.customer,
    gst_hst_registration: invoice.gst_hst_registration,
    qst_registration: invoice.qst_registration,
    lines: invoice.lines.map((line) => ({
      ...line,
      taxes: line.taxes.map((tax) => ({
        kind: tax.kind,
        rate_percent: tax.rate_per_100k / 1000,
        amount_cents: tax.amount_cents,
      })),
    })),
    tax_totals: [...totals.values()],
    subtotal_cents: invoice.subtotal_cents,
    tax_cents: invoice.tax_cents,
    payment: invoice.payment,
  };
}

export async function invoiceDetails(auth: AuthContext, invoiceId: string): Promise<{ invoice: InvoiceDetails }> {
  const [invoice, day] = await Promise.all([ownInvoice(auth, invoiceId), today()]);
  return { invoice: invoiceDetailsOf(invoice, day) };
}

/**
 * The sign-up invoice (docs/billing.md): no plan has a sign-up fee, so it shows what the plan costs
 * as it will be billed (the subscription, at month end),
 * with nothing due now.
 */
export async function signupInvoice(auth: AuthContext) {
  const account = await getAccount(table(), auth.accountId);
  if (!account) throw new AppError('not_found');
  const plan: PlanKey = account.plan_key;
  const lines = [subscriptionLine(plan)];
  return {
    plan_key: plan,
    currency: 'CAD' as const,
    lines,
    subtotal_cents: lines[0]!.amount_cents,
    due_now_cents: 0 as const,
  };
}

/** `download-invoice-pdf/{id}`: one of the account's invoices as a PDF, in the language it was issued in. */
export async function invoicePdfFile(auth: AuthContext, invoiceId: string) {
  const [invoice, day] = await Promise.all([ownInvoice(auth, invoiceId), today()]);
  const content = await invoicePdf(invoiceDetailsOf(invoice, day), invoice.language);
  return {
    content: content.toString('base64'),
    content_type: 'application/pdf',
    filename: `masterport-invoice-${invoice.number}.pdf`,
    base64: true,
  };
}
