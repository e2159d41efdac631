import { ACCOUNTS_IN_USE_SHARDS, accountsInUsePage, type AccountItem } from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { billingMonthOf, billingNow, nextMonth, previousMonth } from '../../billing-access/billing-clock.ts';
import { logger } from '../../logger.ts';
import { applyMonthEndCancellation } from '../cancellation/cancellation.ts';
import { sendCardExpiryNotices } from '../payments/card-expiry-notices.ts';
import { applyApprovedMonthEndChange } from '../plan-changes/plan-changes.ts';
import { finaliseAccountMonth } from './finalise.ts';
import { announceAndCollect } from './issue-invoice.ts';

/**
 * The month end, in the steps of its state machine (state-machines/month-end/README.md): name the
 * month and the shards of the accounts-in-use list; finalise each shard page after page, a task
 * handing its cursor on after a time budget; then the card expiry notices and the totals.
 */

/** One shard's way through a month end: the state machine's Map item, carried from task to task. */
export interface MonthEndShard {
  month: string;
  shard: number;
  /** Where the next page starts; null before the first page and after the last. */
  cursor: string | null;
  done: boolean;
  issued: number;
  failed: number;
}

export interface MonthEndResult {
  month: string;
  issued: number;
  failed: number;
}

/** Accounts read per page of a shard. */
const MONTH_END_PAGE_SIZE = 100;
/** How many accounts of a page are finalised at once: the sequence is one item, so more would only retry more. */
const FINALISE_CONCURRENCY = 4;
/**
 * How long one task finalises pages before it hands its cursor on: two thirds of a Lambda's 15
 * minutes, so the page begun last (100 accounts, about 4 s in the month-end bench) ends well inside them.
 */
export const MONTH_END_PAGE_BUDGET_MS = 10 * 60_000;

/** The month to finalise (the one before the billing clock's unless named) and its shards, none begun. */
export async function startMonthEnd(month?: string): Promise<{ month: string; shards: MonthEndShard[] }> {
  const closing = month ?? previousMonth(billingMonthOf(await billingNow()));
  return {
    month: closing,
    shards: Array.from({ length: ACCOUNTS_IN_USE_SHARDS }, (_, shard) => ({
      month: closing,
      shard,
      cursor: null,
      done: false,
      issued: 0,
      failed: 0,
    })),
  };
}

/**
 * Finalises pages of a shard's accounts until the shard ends or `budgetMs` has passed (at least one
 * page), and answers where it stopped. From the platform's list of accounts in use, never a scan: not those waiting
 * for approval (not yet in use), nor the cancelled (their final invoice came when they closed:
 * docs/billing.md). An account that fails is logged and counted; the others go on.
 */
export async function finaliseMonthEndShard(
  shard: MonthEndShard,
  { budgetMs = MONTH_END_PAGE_BUDGET_MS, pageSize = MONTH_END_PAGE_SIZE } = {},
): Promise<MonthEndShard> {
  const stopAfter = Date.now() + budgetMs;
  let { cursor, issued, failed } = shard;
  do {
    const page = await accountsInUsePage(table(), shard.shard, {
      limit: pageSize,
      ...(cursor ? { cursor } : {}),
    });
    for (let start = 0; start < page.items.length; start += FINALISE_CONCURRENCY) {
      const outcomes = await Promise.all(
        page.items.slice(start, start + FINALISE_CONCURRENCY).map((account) => closeAccountMonth(account, shard.month)),
      );
      issued += outcomes.filter((outcome) => outcome === 'issued').length;
      failed += outcomes.filter((outcome) => outcome === 'failed').length;
    }
    cursor = page.cursor ?? null;
  } while (cursor && Date.now() < stopAfter);
  return { ...shard, cursor, done: cursor === null, issued, failed };
}

/** One account's month end: its invoice issued, announced and charged, then what waited for the month to close. */
async function closeAccountMonth(account: AccountItem, month: string): Promise<'issued' | 'nothing' | 'failed'> {
  try {
    const invoice = await finaliseAccountMonth(account, month);
    if (invoice) await announceAndCollect(invoice);
    // After the closed month is billed on the old plan: the new plan begins with the new month;
    // a cancellation asked for the month end takes effect after its final month is billed.
    await applyApprovedMonthEndChange(account, month);
    await applyMonthEndCancellation(account, month);
    return invoice ? 'issued' : 'nothing';
  } catch (error) {
    logger.error('Month not finalised', { accountId: account.id, month, error: String(error) });
    return 'failed';
  }
}

/** The month end's last step: the card expiry notices of the month just begun, and the totals. */
export async function finishMonthEnd(month: string, shards: readonly MonthEndShard[]): Promise<MonthEndResult> {
  const issued = shards.reduce((sum, shard) => sum + shard.issued, 0);
  const failed = shards.reduce((sum, shard) => sum + shard.failed, 0);
  logger.info('Month end finalised', { month, issued, failed });
  // The cards that expire at the end of the month just begun would fail the next month end.
  await sendCardExpiryNotices(nextMonth(month)).catch((error: unknown) =>
    logger.error('Card expiry notices not sent', { month: nextMonth(month), error: String(error) }),
  );
  return { month, issued, failed };
}

/**
 * The whole month end in process, in the state machine's steps, one shard after another: the local
 * cloud's `advanceBillingTime`, the tests and the month-end bench. Idempotent (each finalisation is).
 */
export async function runMonthEnd(month?: string): Promise<MonthEndResult> {
  const started = await startMonthEnd(month);
  const finalised: MonthEndShard[] = [];
  for (let shard of started.shards) {
    while (!shard.done) shard = await finaliseMonthEndShard(shard);
    finalised.push(shard);
  }
  return finishMonthEnd(started.month, finalised);
}
