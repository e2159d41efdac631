import type { StorageItemKey } from '@masterport/contract';

/** A month of an account's storage in one age band, as the daily metering sums it (GB-days / days of the month). */
export interface StorageUsage {
  readonly key: StorageItemKey;
  readonly gbMonths: number;
}

/**
 * The account's storage of a month, one entry per band it used. The storage metering (issue 29's
 * metering part: per-account byte counters and the daily run) answers it; until that part is merged
 * no storage is billed. The invoice's lines read only this, so the connection is this one function.
 */
export async function storageUsageForMonth(accountId: string, month: string): Promise<StorageUsage[]> {
  void accountId;
  void month;
  return [];
}
