import {
  ARCHIVED_STORAGE_SLOT,
  listStorageDays,
  nowIso,
  putStorageDayOnce,
  readStorageCounters,
  storageAccountsPage,
} from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { logger } from '../../logger.ts';
import {
  bytesByBandOn,
  usageForMonth,
  type BillingDay,
  type BillingMonth,
  type StorageCounters,
  type StorageUsage,
} from './storage-bands.ts';

/**
 * The daily storage metering (docs/billing-metering.md): for a day, each account's bytes per age
 * band from its counters, written once. Its cost per account is one query of the account's counters
 * (a few dozen items) and one conditional put, whether the account keeps ten files or a million.
 */

/** The account's counters as the arithmetic takes them. */
export async function storageCountersOf(accountId: string): Promise<StorageCounters> {
  const counters = await readStorageCounters(table(), accountId);
  return {
    byCreationMonth: counters
      .filter(({ slot }) => slot !== ARCHIVED_STORAGE_SLOT)
      .map(({ slot, bytes }) => ({ month: slot, bytes })),
    archivedBytes: counters.find(({ slot }) => slot === ARCHIVED_STORAGE_SLOT)?.bytes ?? 0,
  };
}

/**
 * Meters one account's day from its counters as they stand now (the run after the day ends reads
 * what the day ended with). Once per account and day: false when the day was metered already.
 */
export async function meterStorageDay(accountId: string, day: BillingDay): Promise<boolean> {
  const bytes = bytesByBandOn(await storageCountersOf(accountId), day);
  return putStorageDayOnce(table(), { account_id: accountId, day, bytes, metered_on: nowIso() });
}

/** Accounts asked for at once, and metered side by side within a page. */
const ACCOUNTS_PAGE = 100;
const CONCURRENT_ACCOUNTS = 8;

/** Meters a day for every account that holds metered files, page by page of the accounts' list. */
export async function meterStorageForDay(
  day: BillingDay,
): Promise<{ accounts: number; written: number; failed: number }> {
  let accounts = 0;
  let written = 0;
  let failed = 0;
  let cursor: string | undefined;
  do {
    const page = await storageAccountsPage(table(), { limit: ACCOUNTS_PAGE, cursor });
    const queue = [...page.accountIds];
    await Promise.all(
      Array.from({ length: CONCURRENT_ACCOUNTS }, async () => {
        for (let accountId = queue.shift(); accountId; accountId = queue.shift()) {
          accounts += 1;
          // One account that fails (a throttled call) is left for the schedule's retry, not the others.
          try {
            if (await meterStorageDay(accountId, day)) written += 1;
          } catch (error) {
            failed += 1;
            logger.error('storage day not metered', { accountId, day, error: String(error) });
          }
        }
      }),
    );
    cursor = page.cursor;
  } while (cursor);
  logger.info('storage metered', { day, accounts, written, failed });
  return { accounts, written, failed };
}

/** A month's storage per band for the invoice and the statement: GB-days summed over its days / its days. */
export async function storageUsageForMonth(accountId: string, month: BillingMonth): Promise<StorageUsage[]> {
  const days = await listStorageDays(table(), accountId, month);
  return usageForMonth(
    month,
    days.map(({ day, bytes }) => ({ day, bytes })),
  );
}
