import { ARCHIVED_STORAGE_ITEM_KEY, STORAGE_AGE_BANDS, type StorageItemKey } from '@masterport/contract';
import { daysInMonth } from '../../billing-access/calendar.ts';

/**
 * The arithmetic of storage metering (docs/billing-metering.md), kept free of the table so a month
 * can be computed by hand and checked: a day's bytes per band from the account's counters, and a
 * month's GB-months from its days.
 */

/** A calendar day, `YYYY-MM-DD` (UTC), and a month, `YYYY-MM`. */
export type BillingDay = string;
export type BillingMonth = string;

/**
 * One gigabyte as billed: 2^30 bytes, the unit every size on the SPA is shown in (`formatBytes`
 * steps by 1024) and the one AWS bills S3 storage in, so "2.0 GB" on a master's files is 2 GB on
 * the invoice.
 */
export const BYTES_PER_GB = 2 ** 30;

/** The bands in the order an invoice lists them: by age, then archived. */
export const STORAGE_ITEM_KEYS: readonly StorageItemKey[] = [
  ...STORAGE_AGE_BANDS.map((band) => band.key),
  ARCHIVED_STORAGE_ITEM_KEY,
];

/** An account's bytes at hand, by the month its files were made, and its bytes in cold storage. */
export interface StorageCounters {
  byCreationMonth: readonly { month: BillingMonth; bytes: number }[];
  archivedBytes: number;
}

/** Bytes held on one day, per storage item key (every key present, 0 when nothing is in it). */
export type BytesByBand = Record<StorageItemKey, number>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

function monthIndex(month: BillingMonth): number {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`not a month: ${month}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

/** The month a day falls in. */
export function monthOf(day: BillingDay): BillingMonth {
  if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  return day.slice(0, 7);
}

/** Every day of a month, in order. */
export function daysOf(month: BillingMonth): BillingDay[] {
  return Array.from({ length: daysInMonth(month) }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/**
 * Age in whole months from the creation month to the day's month: a file made any day of January
 * is 0 months old all January, 3 from April 1st. Whole months are what let the counters be per
 * creation month; a file made on January 31st thus reaches the 3-months band a month early of a
 * file made on January 1st, at most 30 days of 0.25 instead of 0.20 per GB-month.
 */
export function ageInMonths(creationMonth: BillingMonth, day: BillingDay): number {
  return Math.max(0, monthIndex(monthOf(day)) - monthIndex(creationMonth));
}

/** The age band's item key (`STORAGE_AGE_BANDS`: from its first month, up to but not including its last). */
export function ageBandOf(ageMonths: number): StorageItemKey {
  const band = STORAGE_AGE_BANDS.find(({ fromMonth, toMonth }) => ageMonths >= fromMonth && ageMonths < toMonth);
  if (!band) throw new Error(`no storage band for age ${ageMonths}`);
  return band.key;
}

const emptyBands = (): BytesByBand => Object.fromEntries(STORAGE_ITEM_KEYS.map((key) => [key, 0])) as BytesByBand;

/**
 * The bytes an account holds on a day, per band: each creation month's bytes in the band of its age
 * that day, archived bytes in their own band whatever their age. A counter below zero (a delete
 * counted before its file, which the per-file markers prevent) counts as nothing rather than as a credit.
 */
export function bytesByBandOn(counters: StorageCounters, day: BillingDay): BytesByBand {
  const bands = emptyBands();
  for (const { month, bytes } of counters.byCreationMonth)
    bands[ageBandOf(ageInMonths(month, day))] += Math.max(0, bytes);
  bands[ARCHIVED_STORAGE_ITEM_KEY] += Math.max(0, counters.archivedBytes);
  return bands;
}

/** One metered day of a month: its date and its bytes per band. */
export interface MeteredDay {
  day: BillingDay;
  bytes: Partial<BytesByBand>;
}

/** A month's storage for an invoice line, in GB-months (not rounded: the invoice rounds). */
export interface StorageUsage {
  key: StorageItemKey;
  gbMonths: number;
}

/**
 * A month's usage per band: GB-days summed over the month's metered days, divided by its days
 * (a day not metered counts nothing). Only bands with usage are listed, in `STORAGE_ITEM_KEYS` order.
 * Byte-days are summed as BigInt: 300 TB kept for 31 days is past 2^53, and a sum of numbers would
 * start dropping bytes there; the one division is the last step.
 */
export function usageForMonth(month: BillingMonth, days: readonly MeteredDay[]): StorageUsage[] {
  const byteDays = new Map<StorageItemKey, bigint>(STORAGE_ITEM_KEYS.map((key) => [key, 0n]));
  for (const { day, bytes } of days) {
    if (monthOf(day) !== month) continue;
    for (const key of STORAGE_ITEM_KEYS) byteDays.set(key, byteDays.get(key)! + BigInt(bytes[key] ?? 0));
  }
  return STORAGE_ITEM_KEYS.filter((key) => byteDays.get(key)! > 0n).map((key) => ({
    key,
    gbMonths: Number(byteDays.get(key)!) / BYTES_PER_GB / daysInMonth(month),
  }));
}
