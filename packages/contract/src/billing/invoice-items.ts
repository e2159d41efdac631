import * as z from 'zod';
import type { Language } from '../errors.ts';

// The seed's invoice item keys, and ours (PLAN_CHANGE: a plan change's prorated current month,
// docs/billing.md "Plan changes"): every line of a ledger, a statement and an invoice carries one.
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
  'PLAN_CHANGE',
  'OTHER',
] as const;
export const invoiceItemKeySchema = z.enum(INVOICE_ITEM_KEYS);
export type InvoiceItemKey = z.infer<typeof invoiceItemKeySchema>;

/**
 * Each item key as a person reads it, in each language: the one wording the invoice PDF, the
 * statement, the invoices and the invoice page all print. Storage lines say their unit with the
 * quantity (GB-months), not in the name.
 */
export const INVOICE_ITEM_NAMES: Readonly<Record<Language, Readonly<Record<InvoiceItemKey, string>>>> = {
  en: {
    SUBSCRIPTION: 'Monthly subscription',
    MASTER: 'TV master',
    MASTER_RADIO: 'Radio master',
    MASTER_WEB: 'Web master',
    REVISION: 'TV master revision',
    REVISION_RADIO: 'Radio master revision',
    REVISION_WEB: 'Web master revision',
    STORAGE_90DAYS: 'Storage, files 0 to 3 months old',
    STORAGE: 'Storage, files 3 months to 5 years old',
    STORAGE_5YEARS: 'Storage, files over 5 years old',
    STORAGE_ARCHIVED: 'Storage, archived masters',
    DISCOUNT: 'Storage discount',
    PLAN_CHANGE: 'Plan change, current month prorated',
    OTHER: 'Other',
  },
  fr: {
    SUBSCRIPTION: 'Abonnement mensuel',
    MASTER: 'Master télé',
    MASTER_RADIO: 'Master radio',
    MASTER_WEB: 'Master Web',
    REVISION: 'Révision de master télé',
    REVISION_RADIO: 'Révision de master radio',
    REVISION_WEB: 'Révision de master Web',
    STORAGE_90DAYS: 'Stockage, fichiers de 0 à 3 mois',
    STORAGE: 'Stockage, fichiers de 3 mois à 5 ans',
    STORAGE_5YEARS: 'Stockage, fichiers de plus de 5 ans',
    STORAGE_ARCHIVED: 'Stockage, masters archivés',
    DISCOUNT: 'Rabais sur le stockage',
    PLAN_CHANGE: 'Changement de forfait, mois en cours au prorata',
    OTHER: 'Autre',
  },
};

/** Whether a line's quantity is GB-months (two decimals) rather than a count. */
export const isStorageItem = (key: InvoiceItemKey): boolean => key.startsWith('STORAGE');

/** The unit of a storage line's quantity, printed after it ("12.35 GB-months"). */
export const STORAGE_QUANTITY_UNIT: Readonly<Record<Language, string>> = { en: 'GB-months', fr: 'Go-mois' };

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
