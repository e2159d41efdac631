import * as z from 'zod';

// The seed's invoice item keys: every line of a ledger, a statement and an invoice carries one.
export const INVOICE_ITEM_KEYS = [
  'SUBSCRIPTION',
  'MASTER',
  'MASTER_RADIO',
  'MASTER_WEB',
  'REVISION',
  'REVISION_RADIO',
  'REVISION_WEB',
  'STORAGE_90DAYS',
  'STORAGE',
  'STORAGE_5YEARS',
  'STORAGE_ARCHIVED',
  'DISCOUNT',
  'OTHER',
] as const;
export const invoiceItemKeySchema = z.enum(INVOICE_ITEM_KEYS);
export type InvoiceItemKey = z.infer<typeof invoiceItemKeySchema>;

// Storage is billed by the age of what is kept (seed 001, "Pricing"): a file counts in the band of its
// age on the day metered; archived masters (cold storage) count in their own band whatever their age.
// Ages are in whole months from the file's creation month, so a day's metering can sum per-month counters.
export const STORAGE_AGE_BANDS = [
  { key: 'STORAGE_90DAYS', fromMonth: 0, toMonth: 3 },
  { key: 'STORAGE', fromMonth: 3, toMonth: 60 },
  { key: 'STORAGE_5YEARS', fromMonth: 60, toMonth: Number.POSITIVE_INFINITY },
] as const satisfies readonly { key: InvoiceItemKey; fromMonth: number; toMonth: number }[];
export const ARCHIVED_STORAGE_ITEM_KEY = 'STORAGE_ARCHIVED' satisfies InvoiceItemKey;
export type StorageItemKey = (typeof STORAGE_AGE_BANDS)[number]['key'] | typeof ARCHIVED_STORAGE_ITEM_KEY;
