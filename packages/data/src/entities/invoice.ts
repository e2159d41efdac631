import { billingLineSchema, invoiceCustomerSchema, TAX_KINDS } from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import {
  defineEntity,
  fieldsEqual,
  firstStepFailed,
  getItem,
  itemAbsent,
  overFreshRead,
  putItem,
  queryAll,
  queryPage,
  setTyped,
  step,
  transact,
  whenConditionHolds,
} from '../entity.ts';
import { TransactionConflictError } from '../errors.ts';
import { keys, ranges } from '../keys.ts';

/**
 * An issued invoice (docs/billing.md, "Invoices"): finalised from a month of the ledger, numbered
 * from the platform's one gapless sequence, never changed after but for its payment status. The
 * month so far (the draft) is not stored: the statement computes it from the ledger.
 */
export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;

const lineTaxSchema = z.object({
  kind: z.enum(TAX_KINDS),
  rate_per_100k: z.number().int(),
  amount_cents: z.number().int(),
});

/** A line as the API shows it, with its taxes kept as exact integer rates. */
export const invoiceLineSchema = billingLineSchema.extend({
  unit_cents: z.number().int(),
  amount_cents: z.number().int(),
  /** The taxes charged on this line, at the rates in force on the invoice's tax date (snapshotted). */
  taxes: z.array(lineTaxSchema),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceItemSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  /** The number printed, from the one sequence across the platform. */
  number: z.number().int().positive(),
  /** The billing month it closes, YYYY-MM. */
  month: z.string(),
  /** Calendar dates (YYYY-MM-DD) on the billing clock. */
  issued_on: z.string(),
  tax_date: z.string(),
  due_on: z.string(),
  status: z.enum(INVOICE_STATUSES),
  paid_on: z.string().nullable(),
  /** The language its PDF is written in (the account's, when it was issued). */
  language: z.enum(['en', 'fr']),
  /** Who it was billed to, as the account's address said at finalisation. */
  customer: invoiceCustomerSchema,
  /** Our registration numbers as configured when it was issued. */
  gst_hst_registration: z.string().nullable(),
  qst_registration: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  subtotal_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

const invoiceEntity = defineEntity({
  type: 'invoice',
  schema: invoiceItemSchema,
  key: (invoice) => keys.invoice(invoice.id),
  indexKeys: (invoice) => ({
    ...keys.invoiceByAccount(invoice.account_id, invoice.issued_on, invoice.id),
    // Sparse: only an open invoice is in the unpaid list.
    ...(invoice.status === 'open' ? keys.unpaidInvoiceByAccount(invoice.account_id, invoice.due_on, invoice.id) : {}),
  }),
});

/** The platform's invoice number sequence: the last number given. */
const invoiceSequenceEntity = defineEntity({
  type: 'invoice_sequence',
  schema: z.object({ last: z.number().int().nonnegative() }),
});

export async function getInvoice(db: Db, invoiceId: string): Promise<InvoiceItem | undefined> {
  return getItem(db, invoiceEntity, keys.invoice(invoiceId));
}

/**
 * Issues an invoice with the next number, gaplessly: the number is taken in the same transaction
 * that writes the invoice, conditioned on the sequence still being where it was read, so a number
 * is used only by an invoice written and two finalisations at once never share one or skip one
 * (the loser reads the sequence again). Answers the invoice as stored: the one already issued under
 * this id when another finalisation got there first.
 */
export async function issueInvoice(db: Db, unnumbered: Omit<InvoiceItem, 'number'>): Promise<InvoiceItem> {
  return overFreshRead(
    async () => (await getItem(db, invoiceSequenceEntity, keys.invoiceNumberSequence()))?.last ?? 0,
    async (last) => {
      const invoice = { ...unnumbered, number: last + 1 };
      try {
        await transact(db, [
          step.update(invoiceSequenceEntity, keys.invoiceNumberSequence(), {
            ...setTyped(invoiceSequenceEntity, { last: invoice.number }),
            when: last === 0 ? itemAbsent : fieldsEqual({ last }),
          }),
          step.put(invoiceEntity, invoice, itemAbsent),
        ]);
        return invoice;
      } catch (error) {
        if (error instanceof TransactionConflictError && error.failedItems.includes(1) && !firstStepFailed(error)) {
          const issued = await getInvoice(db, invoice.id);
          if (issued) return issued;
        }
        throw error;
      }
    },
    { attempts: 50 },
  );
}

/** Records a payment: open -> paid (a paid or void invoice is left as it is; answers whether it changed). */
export async function markInvoicePaid(db: Db, invoiceId: string, paidOn: string): Promise<boolean> {
  const invoice = await getInvoice(db, invoiceId);
  if (!invoice || invoice.status !== 'open') return false;
  return whenConditionHolds(
    putItem(db, invoiceEntity, { ...invoice, status: 'paid', paid_on: paidOn }, fieldsEqual({ status: 'open' })),
  );
}

/**
 * One page of an account's invoices, newest first, optionally only those of one stored status (the
 * table drops the others and the page reads on until it is full).
 */
export async function listInvoicesOfAccount(
  db: Db,
  accountId: string,
  page: { limit: number; cursor?: string; status?: InvoiceItem['status'] },
): Promise<{ items: InvoiceItem[]; cursor?: string }> {
  const { status, ...window } = page;
  return queryPage(db, invoiceEntity, ranges.invoicesOfAccount(accountId), {
    ...window,
    descending: true,
    ...(status ? { filter: fieldsEqual({ status }) } : {}),
  });
}

/** An account's unpaid invoices, the earliest due first: a handful at most (an account is blocked when one is overdue). */
export async function listUnpaidInvoicesOfAccount(db: Db, accountId: string): Promise<InvoiceItem[]> {
  return queryAll(db, invoiceEntity, ranges.unpaidInvoicesOfAccount(accountId));
}

/**
 * The account's unpaid invoice due first, if any: one query of at most one item, so the payment
 * gate can read it on every call (docs/billing.md, "Payment gates"). Paying takes the invoice out of
 * the sparse index, which clears the gate on the next call.
 */
export async function oldestUnpaidInvoiceOfAccount(db: Db, accountId: string): Promise<InvoiceItem | undefined> {
  const { items } = await queryPage(db, invoiceEntity, ranges.unpaidInvoicesOfAccount(accountId), { limit: 1 });
  return items[0];
}
