import { invoiceItemKeySchema } from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import {
  defineEntity,
  getItem,
  itemAbsent,
  putIfAbsent,
  queryAll,
  step,
  whenConditionHolds,
  type TransactionStep,
} from '../entity.ts';
import { keys, ranges } from '../keys.ts';

/**
 * One billable event of an account (docs/billing.md, "The ledger"): append-only, named by its
 * idempotency key, so a retried task or a replayed event that writes it again writes nothing.
 * The price is the one in force when it happened, kept on the entry.
 */
export const ledgerEntryItemSchema = z.object({
  account_id: z.string(),
  /** What makes the event unique (`MASTER#<master id>`, `REVISION#<master id>#<run>`, `SUBSCRIPTION#<month>`). */
  idempotency_key: z.string(),
  item_key: invoiceItemKeySchema,
  /** The billing month it belongs to (YYYY-MM), on the billing clock. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** When it happened, on the billing clock (ISO). */
  occurred_on: z.string(),
  quantity: z.number(),
  unit_cents: z.number().int(),
  amount_cents: z.number().int(),
  /** What it was for, as a person reads it on the invoice: the master, by title and ID. */
  master_id: z.string().nullable(),
  master_title: z.string().nullable(),
  master_unique_id: z.string().nullable(),
  /** The run of the master a revision was billed for; the run the master was first billed at. */
  revision: z.number().nullable(),
  /** The source files a master's run read (core's fingerprint): a later run on other files is a revision. */
  sources_fingerprint: z.string().nullable(),
});
export type LedgerEntryItem = z.infer<typeof ledgerEntryItemSchema>;

const ledgerEntryEntity = defineEntity({
  type: 'ledger_entry',
  schema: ledgerEntryItemSchema,
  key: (entry) => keys.ledgerEntry(entry.account_id, entry.idempotency_key),
  indexKeys: (entry) =>
    keys.ledgerEntryByMonth(entry.account_id, entry.month, entry.occurred_on, entry.idempotency_key),
});

/** The entry appended inside another write's transaction (a plan change's credit with the new plan). */
export const ledgerEntryStep = (entry: LedgerEntryItem): TransactionStep =>
  step.put(ledgerEntryEntity, entry, itemAbsent);

/** Appends the entry unless one with its idempotency key is there; true when this call wrote it. */
export async function appendLedgerEntry(db: Db, entry: LedgerEntryItem): Promise<boolean> {
  return whenConditionHolds(putIfAbsent(db, ledgerEntryEntity, entry));
}

export async function getLedgerEntry(
  db: Db,
  accountId: string,
  idempotencyKey: string,
): Promise<LedgerEntryItem | undefined> {
  return getItem(db, ledgerEntryEntity, keys.ledgerEntry(accountId, idempotencyKey));
}

/**
 * A month of an account's ledger, oldest first. A month holds a few dozen entries for most accounts
 * (one per master made, a subscription): read whole.
 */
export async function listLedgerEntriesOfMonth(db: Db, accountId: string, month: string): Promise<LedgerEntryItem[]> {
  return queryAll(db, ledgerEntryEntity, ranges.ledgerOfMonth(accountId, month));
}
