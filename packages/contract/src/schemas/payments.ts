import * as z from 'zod';
import { idField } from './fields.ts';

/** An account has one invoice a month: a year and a half of unpaid ones is more than an account can owe before it is blocked. */
export const MAKE_PAYMENT_INVOICES_MAX = 18;

/**
 * `make-payment` (docs/billing.md "Payments"): pays the account's unpaid invoices named, or all of
 * them, in one charge to the primary card or the card named. Invoices already paid are left out, so
 * a second click after the first one paid charges nothing.
 */
export const makePaymentBody = z.strictObject({
  invoice_ids: z.union(
    [
      z.literal('all'),
      z.array(idField()).min(1, { error: 'required' }).max(MAKE_PAYMENT_INVOICES_MAX, { error: 'too_many' }),
    ],
    { error: 'required' },
  ),
  /** One of the account's cards; the primary one when absent. */
  payment_method_id: idField().optional(),
});
export type MakePaymentBody = z.infer<typeof makePaymentBody>;

export const makePaymentResponse = z.object({
  success: z.literal(true),
  /** The invoices this payment settled (none when they were already paid). */
  paid_invoice_ids: z.array(z.string()),
  /** What the card was charged, in cents (0 when nothing was left to pay). */
  charged_cents: z.number(),
  /** The gateway's transaction, null when nothing was charged. */
  transaction_id: z.string().nullable(),
});

/** The card payment that settled an invoice, as the invoice's views and its PDF show it. */
export const invoicePaymentSchema = z.object({
  /** The gateway's transaction. */
  transaction_id: z.string(),
  card_brand: z.string(),
  last_four: z.string(),
  /** What the charge took: this invoice's total, or several invoices' when they were paid together. */
  charged_cents: z.number().int(),
  /** YYYY-MM-DD on the billing clock. */
  paid_on: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;
