import * as z from 'zod';
import { INVOICE_ITEM_KEYS } from '../billing/invoice-items.ts';
import type { Language } from '../errors.ts';
import { idField } from './fields.ts';
import { invoicePaymentSchema } from './payments.ts';

/**
 * The statement and the invoices (issue 29, docs/billing.md). Amounts are integer cents, CAD; the SPA
 * formats them in the reader's language.
 */

/** As the seed lists them (paid, not paid, overdue), and void for a cancelled invoice. */
export const INVOICE_PAYMENT_STATUSES = ['paid', 'not_paid', 'overdue', 'void'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];
/** Each payment status as the invoice PDF, the invoices list and the invoice page print it. */
export const INVOICE_STATUS_NAMES: Readonly<Record<Language, Readonly<Record<InvoicePaymentStatus, string>>>> = {
  en: { paid: 'Paid', not_paid: 'Not paid', overdue: 'Overdue', void: 'Void' },
  fr: { paid: 'Payée', not_paid: 'Non payée', overdue: 'En retard', void: 'Annulée' },
};

/** Rows of one page of the invoices list. */
export const INVOICES_PAGE_SIZE = 20;

/** One line of a statement or an invoice: what it is for (the item key, the master by title and ID), how many, at what price. */
export const billingLineSchema = z.object({
  item_key: z.enum(INVOICE_ITEM_KEYS),
  /** GB-months (two decimals) for storage, a count otherwise. */
  quantity: z.number(),
  unit_cents: z.number(),
  amount_cents: z.number(),
  master_id: z.string().nullable(),
  master_title: z.string().nullable(),
  master_unique_id: z.string().nullable(),
});
export type BillingLine = z.infer<typeof billingLineSchema>;

export const TAX_KINDS = ['GST', 'HST', 'QST'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];
/** Each tax as the reader's language names it, on the PDF and the invoice page alike. */
export const TAX_KIND_NAMES: Readonly<Record<Language, Readonly<Record<TaxKind, string>>>> = {
  en: { GST: 'GST', HST: 'HST', QST: 'QST' },
  fr: { GST: 'TPS', HST: 'TVH', QST: 'TVQ' },
};

export const lineTaxSchema = z.object({
  kind: z.enum(TAX_KINDS),
  /** The rate in percent, as printed (9.975). */
  rate_percent: z.number(),
  amount_cents: z.number(),
});

/** A line of the month so far; `at_month_end`: not billed yet, the month end bills it (the subscription). */
export const statementLineSchema = billingLineSchema.extend({ at_month_end: z.boolean() });
export type StatementLine = z.infer<typeof statementLineSchema>;

/** The month so far: what the ledger holds for the billing month under way, before storage and tax. */
export const statementResponse = z.object({
  success: z.literal(true),
  account_statement: z.object({
    /** What the account owes now: its unpaid invoices' totals. */
    balance_cents: z.number(),
    /** The card charged by default; null until the account has one. */
    primary_payment_method: z.object({ id: z.string().nullable() }),
    currency: z.literal('CAD'),
    /** The billing month under way, YYYY-MM, and its lines so far. */
    month: z.string(),
    lines: z.array(statementLineSchema),
    subtotal_cents: z.number(),
  }),
});
export type Statement = z.infer<typeof statementResponse>['account_statement'];

/** A row of the invoices lists. */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.number(),
  month: z.string(),
  issued_on: z.string(),
  due_on: z.string(),
  paid_on: z.string().nullable(),
  status: z.enum(INVOICE_PAYMENT_STATUSES),
  total_cents: z.number(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoicesListBody = z.strictObject({
  /** One payment status, or every invoice when absent. */
  filter_by_status: z.enum(INVOICE_PAYMENT_STATUSES, { error: 'one_of' }).optional(),
});
export const invoicesListResponse = z.object({
  success: z.literal(true),
  invoices: z.array(invoiceSummarySchema),
  page: z.number(),
  /** A page follows (it may be empty when this one ends exactly at the end of the list). */
  has_more: z.boolean(),
});
export const unpaidInvoicesResponse = z.object({
  success: z.literal(true),
  invoices: z.array(invoiceSummarySchema),
  balance_cents: z.number(),
});

export const invoiceIdBody = z.strictObject({ id: idField() });

/** Who an invoice is billed to, as the account's address said when it was issued. */
export const invoiceCustomerSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

/** An invoice as issued: its summary, who it was billed to, its lines with their taxes, the totals. */
export const invoiceDetailsSchema = invoiceSummarySchema.extend({
  tax_date: z.string(),
  customer: invoiceCustomerSchema,
  gst_hst_registration: z.string().nullable(),
  qst_registration: z.string().nullable(),
  lines: z.array(billingLineSchema.extend({ taxes: z.array(lineTaxSchema) })),
  /** Each tax summed over the lines. */
  tax_totals: z.array(lineTaxSchema),
  subtotal_cents: z.number(),
  tax_cents: z.number(),
  /** The card payment that paid it (docs/billing.md "Payments"); null while unpaid. */
  payment: invoicePaymentSchema.nullable(),
});
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;
export const invoiceDetailsResponse = z.object({ success: z.literal(true), invoice: invoiceDetailsSchema });

/**
 * The sign-up invoice (decided, docs/billing.md): no plan charges a sign-up fee, so it is the first
 * month's price as it will be billed, for the sign-up's last step to show; nothing is issued.
 */
export const signupInvoiceResponse = z.object({
  success: z.literal(true),
  plan_key: z.string(),
  currency: z.literal('CAD'),
  lines: z.array(billingLineSchema),
  subtotal_cents: z.number(),
  /** Charged at once: nothing (subscriptions are billed at month end). */
  due_now_cents: z.literal(0),
});
