/**
 * The account's storage of a month, one entry per band it used, as the daily storage metering sums it
 * (GB-days / days of the month, docs/billing-metering.md). The invoice's lines read only this.
 */
export { storageUsageForMonth } from '../storage-metering/daily-metering.ts';
export type { StorageUsage } from '../storage-metering/storage-bands.ts';
