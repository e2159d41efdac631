import { createHash } from 'node:crypto';
import {
  baseMasterType,
  isSlateComplete,
  MASTER_ITEM_KEYS,
  masterPriceCents,
  PRICE_BOOK,
  REVISION_ITEM_KEYS,
  revisionPriceCents,
  type BillingLine,
  type PlanKey,
} from '@masterport/contract';
import {
  appendLedgerEntry,
  getAccount,
  getInvoice,
  getLedgerEntry,
  ledgerIdempotencyKeys,
  type MasterItem,
} from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { logger } from '../../logger.ts';
import { billingMonthOf, billingNow, nextMonth } from '../../billing-access/billing-clock.ts';
import { monthInvoiceId } from '../invoices/invoice-id.ts';

/**
 * The ledger (docs/billing.md, "The ledger"): every billable event written once, append-only, under
 * an idempotency key. An entry is never changed; a correction is a credit note on the invoice.
 */

/** Who pays for a master: the studio that made it for a client, else the account that owns it (docs/billing.md). */
export const payerOf = (master: Pick<MasterItem, 'account_id' | 'partner_studio_id'>): string =>
  master.partner_studio_id ?? master.account_id;

/**
 * What a run processed, as one short fingerprint: the source files it read. A run on the same files
 * (a restart after a failure, a remake of some outputs, a loudness fix) has the same fingerprint.
 */
export function sourcesFingerprint(master: Pick<MasterItem, 'run_sources'>): string {
  const files = Object.entries(master.run_sources)
    .map(([asset, source]) => `${asset}=${source?.key ?? ''}`)
    .sort();
  return createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
}

/**
 * The month a usage made now is billed in: the billing month, unless its invoice is already issued
 * (a run completing in the minutes the month end closes it), then the next one, never a month whose
 * invoice can no longer change.
 */
async function openMonth(accountId: string, month: string): Promise<string> {
  return (await getInvoice(table(), monthInvoiceId(accountId, month))) ? nextMonth(month) : month;
}

export type MasterBilling = 'master' | 'revision' | 'already_billed';

/**
 * Bills a master's completed run (the processing's COMPLETED step calls it). The first completed run
 * bills the master (MASTER, MASTER_WEB or MASTER_RADIO); a later one on other source files bills a
 * revision; a run on the files already billed bills nothing. Concurrent or replayed calls for the
 * same run bill once: each write is a put where absent, and the loser reads what the winner wrote.
 */
export async function billCompletedRun(run: MasterItem): Promise<MasterBilling> {
  // Only a run on a complete slate completes: it has its type, title and ID.
  if (!isSlateComplete(run)) throw new Error(`Master ${run.id}: a completed run without a complete slate`);
  const master = run;
  const payerId = payerOf(master);
  const payer = await getAccount(table(), payerId);
  if (!payer) throw new Error(`Master ${master.id}: paying account ${payerId} not found`);
  const now = await billingNow();
  const fingerprint = sourcesFingerprint(master);
  const type = baseMasterType(master.master_type);
  const forMaster = {
    account_id: payerId,
    month: await openMonth(payerId, billingMonthOf(now)),
    occurred_on: now.toISOString(),
    quantity: 1,
    master_id: master.id,
    master_title: master.title,
    master_unique_id: master.unique_id,
    revision: master.revision,
  };
  const masterKey = ledgerIdempotencyKeys.master(master.id);
  const masterCents = priceOrFree(payer.plan_key, masterPriceCents(payer.plan_key, type), master.id);
  const billedMaster = await appendLedgerEntry(table(), {
    ...forMaster,
    idempotency_key: masterKey,
    item_key: MASTER_ITEM_KEYS[type],
    unit_cents: masterCents,
    amount_cents: masterCents,
    sources_fingerprint: fingerprint,
  });
  if (billedMaster) return 'master';
  const first = await getLedgerEntry(table(), payerId, masterKey);
  if (first?.sources_fingerprint === fingerprint) return 'already_billed';
  const revisionCents = priceOrFree(payer.plan_key, revisionPriceCents(payer.plan_key, type), master.id);
  const billedRevision = await appendLedgerEntry(table(), {
    ...forMaster,
    idempotency_key: ledgerIdempotencyKeys.revision(master.id, fingerprint),
    item_key: REVISION_ITEM_KEYS[type],
    unit_cents: revisionCents,
    amount_cents: revisionCents,
    sources_fingerprint: fingerprint,
  });
  return billedRevision ? 'revision' : 'already_billed';
}

/** A price the plan does not list (it changed plans since the master was started): the master is not charged. */
function priceOrFree(plan: PlanKey, cents: number | null, masterId: string): number {
  if (cents !== null) return cents;
  logger.warn('A master of a type its plan does not price was billed free', { masterId, plan });
  return 0;
}

/**
 * The plan's subscription for a month as a line: what the month end bills (in arrears,
 * `billSubscription`) and what the statement and the sign-up invoice show before then.
 */
export function subscriptionLine(plan: PlanKey): BillingLine {
  const cents = PRICE_BOOK[plan].subscriptionCents;
  return {
    item_key: 'SUBSCRIPTION',
    quantity: 1,
    unit_cents: cents,
    amount_cents: cents,
    master_id: null,
    master_title: null,
    master_unique_id: null,
  };
}

/** An account's monthly subscription, billed once per month whatever retries the month-end run makes. */
export async function billSubscription(accountId: string, plan: PlanKey, month: string, on: Date): Promise<void> {
  const line = subscriptionLine(plan);
  if (!line.amount_cents) return;
  await appendLedgerEntry(table(), {
    ...line,
    account_id: accountId,
    idempotency_key: ledgerIdempotencyKeys.subscription(month),
    month,
    occurred_on: on.toISOString(),
    revision: null,
    sources_fingerprint: null,
  });
}
