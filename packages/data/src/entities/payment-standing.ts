import * as z from 'zod';
import { type Db } from '../db.ts';
import { defineEntity, getItem, putBuilt, scanKinds, step, type TransactionStep } from '../entity.ts';
import { keys } from '../keys.ts';
import type { InvoiceItem } from './invoice.ts';

/**
 * What the payment gate needs to know of an account's unpaid invoices (docs/billing.md, "Payment
 * gates"): the due date of each, as a string set of `<due_on>#<invoice id>`. It sits in the
 * account's partition so authorisation reads it in the BatchGetItem that reads the account, and a
 * masters list costs no call more than it did before billing.
 *
 * It is moved only by ADD and DELETE, in the transaction that issues an open invoice or pays it, so
 * it is never out of step with the invoices, and two invoices issued or paid at once both count.
 * DynamoDB drops a set that becomes empty: an account with nothing unpaid has an item with no set.
 */
export const paymentStandingSchema = z.object({
  unpaid_invoices: z.set(z.string()).optional(),
});
export type PaymentStanding = z.infer<typeof paymentStandingSchema>;

const paymentStandingEntity = defineEntity({ type: 'payment_standing', schema: paymentStandingSchema });

const entryOf = (invoice: Pick<InvoiceItem, 'id' | 'due_on'>) => `${invoice.due_on}#${invoice.id}`;

/** The step that records an open invoice as unpaid, in the transaction that issues it. */
export const recordUnpaidInvoice = (invoice: Pick<InvoiceItem, 'id' | 'account_id' | 'due_on'>): TransactionStep =>
  step.update(paymentStandingEntity, keys.paymentStanding(invoice.account_id), {
    expression: 'SET #type = :type ADD unpaid_invoices :entry',
    names: { '#type': 'type' },
    values: { ':type': paymentStandingEntity.type, ':entry': new Set([entryOf(invoice)]) },
  });

/** The step that takes a paid invoice out, in the transaction that records the payment. */
export const clearUnpaidInvoice = (invoice: Pick<InvoiceItem, 'id' | 'account_id' | 'due_on'>): TransactionStep =>
  step.update(paymentStandingEntity, keys.paymentStanding(invoice.account_id), {
    expression: 'SET #type = :type DELETE unpaid_invoices :entry',
    names: { '#type': 'type' },
    values: { ':type': paymentStandingEntity.type, ':entry': new Set([entryOf(invoice)]) },
  });

/** The due date of the account's unpaid invoice due first, if it has one. */
export function earliestUnpaidDueOn(standing: PaymentStanding | undefined): string | undefined {
  let earliest: string | undefined;
  for (const entry of standing?.unpaid_invoices ?? []) {
    const dueOn = entry.slice(0, entry.indexOf('#'));
    if (earliest === undefined || dueOn < earliest) earliest = dueOn;
  }
  return earliest;
}

/** The account's standing read alone (authorisation reads it with the account: caller.ts). */
export async function getPaymentStanding(db: Db, accountId: string): Promise<PaymentStanding | undefined> {
  return getItem(db, paymentStandingEntity, keys.paymentStanding(accountId));
}

/** Reads a standing out of a batch read's raw item. */
export const parsePaymentStanding = (item: Record<string, unknown> | undefined): PaymentStanding | undefined =>
  item ? paymentStandingSchema.parse(item) : undefined;

/**
 * Writes every account's standing from its open invoices (a data folder kept from before the
 * standing existed; in AWS, once after such a deploy). It reads the invoices, not an index, so it
 * is for a rebuild, never for a request; an account whose standing is already right is rewritten
 * with the same set.
 */
export async function rebuildPaymentStandings(db: Db): Promise<number> {
  const unpaidByAccount = new Map<string, Set<string>>();
  for await (const page of scanKinds(db, ['invoice']))
    for (const invoice of page as unknown as InvoiceItem[])
      if (invoice.status === 'open') {
        const entries = unpaidByAccount.get(invoice.account_id) ?? new Set<string>();
        entries.add(entryOf(invoice));
        unpaidByAccount.set(invoice.account_id, entries);
      }
  for (const [accountId, entries] of unpaidByAccount)
    await putBuilt(db, paymentStandingEntity.itemAt(keys.paymentStanding(accountId), { unpaid_invoices: entries }));
  return unpaidByAccount.size;
}
