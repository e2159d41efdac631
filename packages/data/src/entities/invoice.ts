import {
  billingLineSchema,
  invoiceCustomerSchema,
  invoicePaymentSchema,
  TAX_KINDS,
  type InvoicePayment,
} from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import {
  allOf,
  defineEntity,
  fieldsEqual,
  firstStepFailed,
  getItem,
  getItemsByKey,
  itemAbsent,
  overFreshRead,
  queryAll,
  queryPage,
  queryPages,
  setTyped,
  step,
  transact,
  updateItem,
  whenConditionHolds,
  type Condition,
} from '../entity.ts';
import { TransactionConflictError } from '../errors.ts';
import { COLLECTION_SHARDS, keys, ranges } from '../keys.ts';
import { clearUnpaidInvoice, recordUnpaidInvoice } from './payment-standing.ts';

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
  /** The charge that paid it (docs/billing.md "Payments"); null while unpaid or when paid otherwise. */
  payment: invoicePaymentSchema.nullable().default(null),
  /**
   * Its charge attempts, by the schedule or by a person (docs/billing.md "Payments"): the count names
   * the next attempt's idempotency key, so two runs or two clicks that read the same count charge once.
   */
  payment_attempts: z.number().int().nonnegative().default(0),
  /** Of those, the payment collection's tries (the first at issue, then on the retry schedule). */
  scheduled_tries: z.number().int().nonnegative().default(0),
  last_try_on: z.string().nullable().default(null),
  /** The catalogue code of the last decline, null after an approval or before any attempt. */
  last_decline_code: z.string().nullable().default(null),
  /**
   * The payment charging it now (its idempotency key) and until when (epoch ms) that claim holds:
   * a payment of an overlapping set of invoices (one invoice in one tab, all of them in another) is
   * refused while it holds, so no invoice is in two charges. Null when none.
   */
  payment_claim: z.string().nullable().default(null),
  payment_claim_until: z.number().int().nullable().default(null),
  /** The billing e-mails sent about it, by event (`ready`, `received`, `failed#<attempt>`): each is claimed once. */
  mails_sent: z.record(z.string(), z.string()).default({}),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

const invoiceEntity = defineEntity({
  type: 'invoice',
  schema: invoiceItemSchema,
  key: (invoice) => keys.invoice(invoice.id),
  indexKeys: (invoice) => ({
    ...keys.invoiceByAccount(invoice.account_id, invoice.issued_on, invoice.id),
    // Sparse: only an open invoice is in the unpaid list and in the platform's collection list.
    ...(invoice.status === 'open'
      ? {
          ...keys.unpaidInvoiceByAccount(invoice.account_id, invoice.due_on, invoice.id),
          ...keys.openInvoiceForCollection(invoice.id, invoice.issued_on),
        }
      : {}),
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

/** Invoices by id, read strongly (a payment made a moment ago is seen); those that do not exist are left out. */
export async function getInvoices(db: Db, invoiceIds: readonly string[]): Promise<InvoiceItem[]> {
  if (invoiceIds.length === 0) return [];
  return getItemsByKey(
    db,
    invoiceEntity,
    invoiceIds.map((id) => keys.invoice(id)),
    { consistent: true },
  );
}

/**
 * Issues an invoice with the next number, gaplessly: the number is taken in the same transaction
 * that writes the invoice, conditioned on the sequence still being where it was read, so a number
 * is used only by an invoice written and two finalisations at once never share one or skip one
 * (the loser reads the sequence again). Answers the invoice as stored: the one already issued under
 * this id when another finalisation got there first.
 */
export async function issueInvoice(
  db: Db,
  unnumbered: Omit<InvoiceItem, 'number' | PaymentFields>,
): Promise<InvoiceItem> {
  return overFreshRead(
    async () => (await getItem(db, invoiceSequenceEntity, keys.invoiceNumberSequence()))?.last ?? 0,
    async (last) => {
      const invoice: InvoiceItem = { ...unnumbered, ...NOT_YET_CHARGED, number: last + 1 };
      try {
        await transact(db, [
          step.update(invoiceSequenceEntity, keys.invoiceNumberSequence(), {
            ...setTyped(invoiceSequenceEntity, { last: invoice.number }),
            when: last === 0 ? itemAbsent : fieldsEqual({ last }),
          }),
          step.put(invoiceEntity, invoice, itemAbsent),
          // The payment gate's view of it (payment-standing.ts), moved with the invoice or not at all.
          ...(invoice.status === 'open' ? [recordUnpaidInvoice(invoice)] : []),
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

type PaymentFields =
  | 'payment'
  | 'payment_attempts'
  | 'scheduled_tries'
  | 'last_try_on'
  | 'last_decline_code'
  | 'payment_claim'
  | 'payment_claim_until'
  | 'mails_sent';
const NOT_YET_CHARGED: Pick<InvoiceItem, PaymentFields> = {
  payment: null,
  payment_attempts: 0,
  scheduled_tries: 0,
  last_try_on: null,
  last_decline_code: null,
  payment_claim: null,
  payment_claim_until: null,
  mails_sent: {},
};

/**
 * Claims open invoices for one payment before their card is charged, all or none: each is still
 * open, at the attempt count the payment was computed from, and free (no claim, an expired one, or
 * this payment's own, so two clicks of one payment both go on to the one charge its key makes).
 * Answers false when one is paid, void, tried since, or held by another payment. The claim ends
 * with the payment's outcome (paid, or a decline recorded) or at `until`.
 */
export async function claimInvoicesForPayment(
  db: Db,
  seen: readonly Pick<InvoiceItem, 'id' | 'payment_attempts'>[],
  claim: { key: string; now: number; until: number },
): Promise<boolean> {
  const free: Condition = {
    expression:
      'attribute_not_exists(#claim) OR attribute_type(#claim, :noClaim) OR #claim = :key OR #claimUntil < :now',
    names: { '#claim': 'payment_claim', '#claimUntil': 'payment_claim_until' },
    values: { ':noClaim': 'NULL', ':key': claim.key, ':now': claim.now },
  };
  try {
    await transact(
      db,
      seen.map((invoice) =>
        step.update(invoiceEntity, keys.invoice(invoice.id), {
          set: { payment_claim: claim.key, payment_claim_until: claim.until },
          when: allOf(fieldsEqual({ status: 'open' }), attemptsStill(invoice.payment_attempts), free),
        }),
      ),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionConflictError) return false;
    throw error;
  }
}

/**
 * Records a payment: open -> paid, with the charge that paid it when it was a card's (a paid or void
 * invoice is left as it is; answers whether it changed).
 */
export async function markInvoicePaid(
  db: Db,
  invoiceId: string,
  paidOn: string,
  payment: InvoicePayment | null = null,
): Promise<boolean> {
  const invoice = await getInvoice(db, invoiceId);
  if (!invoice || invoice.status !== 'open') return false;
  const paid: InvoiceItem = {
    ...invoice,
    status: 'paid',
    paid_on: paidOn,
    payment,
    last_decline_code: null,
    payment_claim: null,
    payment_claim_until: null,
  };
  try {
    await transact(db, [
      step.put(invoiceEntity, paid, fieldsEqual({ status: 'open' })),
      // The payment gate's view (payment-standing.ts): paying clears the block on the next call.
      clearUnpaidInvoice(invoice),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConflictError) return false;
    throw error;
  }
}

/**
 * Records a declined charge attempt of an open invoice, on the condition that no other attempt was
 * recorded since `seen` was read: of two runs or two clicks that made the same attempt (the same
 * idempotency key, so one charge), one records it. Answers whether this call recorded it.
 */
export async function recordDeclinedAttempt(
  db: Db,
  seen: Pick<InvoiceItem, 'id' | 'payment_attempts' | 'scheduled_tries'>,
  attempt: { on: string; declineCode: string; scheduled: boolean },
): Promise<boolean> {
  return whenConditionHolds(
    updateItem(db, invoiceEntity, keys.invoice(seen.id), {
      set: {
        payment_attempts: seen.payment_attempts + 1,
        scheduled_tries: seen.scheduled_tries + (attempt.scheduled ? 1 : 0),
        last_try_on: attempt.on,
        last_decline_code: attempt.declineCode,
        // The declined payment is over: the next attempt (another card, the next retry) may claim.
        payment_claim: null,
        payment_claim_until: null,
      },
      when: allOf(fieldsEqual({ status: 'open' }), attemptsStill(seen.payment_attempts)),
    }),
  );
}

/** Its attempts are still the count read (an invoice issued before attempts were counted has none); allOf brackets it. */
const attemptsStill = (count: number): Condition => ({
  expression: count === 0 ? 'attribute_not_exists(#attempts) OR #attempts = :attempts' : '#attempts = :attempts',
  names: { '#attempts': 'payment_attempts' },
  values: { ':attempts': count },
});

/**
 * Claims a billing e-mail about an invoice (docs/billing.md "Payments"): true for the one call that
 * records it first, so a replayed run or two at once send it once.
 */
export async function claimInvoiceMail(db: Db, invoiceId: string, event: string, on: string): Promise<boolean> {
  return whenConditionHolds(
    updateItem(db, invoiceEntity, keys.invoice(invoiceId), {
      expression: 'SET #mails.#event = :on',
      names: { '#mails': 'mails_sent', '#event': event },
      values: { ':on': on },
      when: {
        expression: 'attribute_exists(#mails) AND attribute_not_exists(#mails.#event)',
        names: { '#mails': 'mails_sent', '#event': event },
      },
    }),
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
 * The open invoices of every account issued between two days (both included), page by page, shard
 * after shard: what the daily payment collection works on, read from its sparse list (GSI3) rather
 * than the table.
 */
export async function* openInvoicesIssuedBetween(
  db: Db,
  fromDay: string,
  toDay: string,
): AsyncGenerator<InvoiceItem[]> {
  for (let shard = 0; shard < COLLECTION_SHARDS; shard += 1)
    yield* queryPages(db, invoiceEntity, ranges.openInvoicesIssuedBetween(shard, fromDay, toDay));
}
