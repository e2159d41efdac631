export { dayBefore } from '../../billing-access/calendar.ts';
export { billingToday } from '../../billing-access/billing-clock.ts';
export {
  BYTES_PER_GB,
  STORAGE_ITEM_KEYS,
  monthOf,
  type BillingDay,
  type BillingMonth,
  type StorageUsage,
} from './storage-bands.ts';
export { meterDeletedFiles, meterStoredFiles, type MeteredFile, type StoredFileChange } from './stored-files.ts';
export { meterStorageDay, meterStorageForDay, storageCountersOf, storageUsageForMonth } from './daily-metering.ts';
