import type { BaseMasterType } from '../masters/master-types.ts';
import type { PlanKey } from '../permissions.ts';
import type { InvoiceItemKey, StorageItemKey } from './invoice-items.ts';

/**
 * The price book: every price Masterport charges, in one place, read by the API, the invoices, the
 * SPA and the public pricing page alike. Money is integer cents (CAD). The seed's figures are used as
 * given; where it is silent the choice is written in docs/billing.md ("Prices") and made here only.
 */

/** What a plan charges. A master price of `null`: the plan cannot make that type (no permission). */
export interface PlanPrices {
  /** Charged once a month (SUBSCRIPTION), in cents. */
  readonly subscriptionCents: number;
  /** Per master made, by base type, in cents (MASTER, MASTER_WEB, MASTER_RADIO); 0 is unlimited. */
  readonly masterCents: Readonly<Record<BaseMasterType, number | null>>;
  /** Per revision of a master, by base type (REVISION, REVISION_WEB, REVISION_RADIO). */
  readonly revisionCents: Readonly<Record<BaseMasterType, number | null>>;
  /**
   * The share of the storage lines given back as one DISCOUNT line, in percent (seed 001: "more than
   * 60 % storage discount for studio and creator plans").
   */
  readonly storageDiscountPercent: number;
  /**
   * Per master delivered to a station (`sendPrice`). Sending to Canadian TV and radio broadcasters is
   * free on every plan (seed 001): 0 everywhere, and the send writes nothing to the ledger; a price
   * set here would show on the wizard's review step, and the send would then have to bill it.
   */
  readonly distributionCents: number;
}

/**
 * Storage per GB-month, by age band, in cents, the same on every plan (the plans' storage discount
 * is a DISCOUNT line): seed 001's reading "$0.25 for 0 to 3 months, $0.20 for 3 months to 5 years,
 * $0.15 beyond"; archived masters (cold storage) are ours: $0.05.
 */
export const STORAGE_CENTS_PER_GB_MONTH: Readonly<Record<StorageItemKey, number>> = {
  STORAGE_90DAYS: 25,
  STORAGE: 20,
  STORAGE_5YEARS: 15,
  STORAGE_ARCHIVED: 5,
};

/** The storage discount of the studio and creator plans, in percent. */
const PAID_PLAN_STORAGE_DISCOUNT_PERCENT = 65;

export const PRICE_BOOK: Readonly<Record<PlanKey, PlanPrices>> = {
  partner_studio: {
    subscriptionCents: 9900,
    masterCents: { PUB_TV_WEB: 7900, PUB_WEB: 0, PUB_RADIO: 0 },
    revisionCents: { PUB_TV_WEB: 100, PUB_WEB: 0, PUB_RADIO: 0 },
    storageDiscountPercent: PAID_PLAN_STORAGE_DISCOUNT_PERCENT,
    distributionCents: 0,
  },
  content_creator: {
    subscriptionCents: 2900,
    masterCents: { PUB_TV_WEB: 8900, PUB_WEB: 0, PUB_RADIO: 0 },
    revisionCents: { PUB_TV_WEB: 100, PUB_WEB: 0, PUB_RADIO: 0 },
    storageDiscountPercent: PAID_PLAN_STORAGE_DISCOUNT_PERCENT,
    distributionCents: 0,
  },
  pay_per_use: {
    subscriptionCents: 0,
    masterCents: { PUB_TV_WEB: null, PUB_WEB: 100, PUB_RADIO: 100 },
    revisionCents: { PUB_TV_WEB: null, PUB_WEB: 0, PUB_RADIO: 0 },
    storageDiscountPercent: 0,
    distributionCents: 0,
  },
  broadcaster: {
    subscriptionCents: 0,
    masterCents: { PUB_TV_WEB: 7900, PUB_WEB: 100, PUB_RADIO: 100 },
    revisionCents: { PUB_TV_WEB: 100, PUB_WEB: 0, PUB_RADIO: 0 },
    storageDiscountPercent: 0,
    distributionCents: 0,
  },
};

/** The invoice item key of a master made, and of a revision, by base type. */
export const MASTER_ITEM_KEYS: Readonly<Record<BaseMasterType, InvoiceItemKey>> = {
  PUB_TV_WEB: 'MASTER',
  PUB_WEB: 'MASTER_WEB',
  PUB_RADIO: 'MASTER_RADIO',
};
export const REVISION_ITEM_KEYS: Readonly<Record<BaseMasterType, InvoiceItemKey>> = {
  PUB_TV_WEB: 'REVISION',
  PUB_WEB: 'REVISION_WEB',
  PUB_RADIO: 'REVISION_RADIO',
};

/** What one master of this type costs this plan, in cents; null when the plan cannot make it. */
export const masterPriceCents = (plan: PlanKey, type: BaseMasterType): number | null =>
  PRICE_BOOK[plan].masterCents[type];

/** What one revision of a master of this type costs this plan, in cents. */
export const revisionPriceCents = (plan: PlanKey, type: BaseMasterType): number | null =>
  PRICE_BOOK[plan].revisionCents[type];

/**
 * A storage line's amount: GB-months (kept to two decimals, as printed) times the band's price,
 * rounded half up to the cent. Integer maths on hundredths of a GB-month, so no float drifts.
 */
export function storageAmountCents(key: StorageItemKey, gbMonths: number): number {
  const hundredths = Math.round(gbMonths * 100);
  return Math.floor((hundredths * STORAGE_CENTS_PER_GB_MONTH[key] + 50) / 100);
}

/** The plan's storage discount on a month's storage lines, as a negative amount in cents (0 without one). */
export function storageDiscountCents(plan: PlanKey, storageCents: number): number {
  const percent = PRICE_BOOK[plan].storageDiscountPercent;
  return percent ? -Math.floor((storageCents * percent + 50) / 100) : 0;
}
