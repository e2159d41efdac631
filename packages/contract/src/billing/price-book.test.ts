import { describe, expect, it } from 'vitest';
import { PLAN_PERMISSIONS, MASTER_TYPE_PERMISSIONS } from '../permissions.ts';
import { BASE_MASTER_TYPES } from '../masters/master-types.ts';
import {
  masterPriceCents,
  PRICE_BOOK,
  revisionPriceCents,
  storageAmountCents,
  storageDiscountCents,
} from './price-book.ts';

describe('The price book', () => {
  it('holds the seed’s figures: the studio’s TV master and revision, pay per use’s radio and web masters', () => {
    expect(masterPriceCents('partner_studio', 'PUB_TV_WEB')).toBe(7900);
    expect(revisionPriceCents('partner_studio', 'PUB_TV_WEB')).toBe(100);
    expect([masterPriceCents('partner_studio', 'PUB_WEB'), masterPriceCents('partner_studio', 'PUB_RADIO')]).toEqual([
      0, 0,
    ]);
    expect([masterPriceCents('pay_per_use', 'PUB_RADIO'), masterPriceCents('pay_per_use', 'PUB_WEB')]).toEqual([
      100, 100,
    ]);
  });

  it('prices every type a plan may make, and none it may not', () => {
    for (const [plan, prices] of Object.entries(PRICE_BOOK) as [
      keyof typeof PRICE_BOOK,
      (typeof PRICE_BOOK)['broadcaster'],
    ][])
      for (const type of BASE_MASTER_TYPES) {
        const allowed = PLAN_PERMISSIONS[plan].includes(MASTER_TYPE_PERMISSIONS[type].create);
        expect(prices.masterCents[type] !== null, `${plan} ${type}`).toBe(allowed);
      }
  });

  it('bills storage by age band to the cent from GB-months with two decimals', () => {
    // 12.345 GB-months is printed and billed as 12.35: at $0.25, $3.0875 -> $3.09
    expect(storageAmountCents('STORAGE_90DAYS', 12.345)).toBe(309);
    expect(storageAmountCents('STORAGE', 1)).toBe(20);
    expect(storageAmountCents('STORAGE_5YEARS', 10)).toBe(150);
    expect(storageAmountCents('STORAGE_ARCHIVED', 0.1)).toBe(1);
  });

  it('gives the studio and creator plans more than 60 % off storage, and the others nothing', () => {
    expect(storageDiscountCents('partner_studio', 1000)).toBeLessThan(-600);
    expect(storageDiscountCents('content_creator', 1000)).toBeLessThan(-600);
    expect(storageDiscountCents('pay_per_use', 1000)).toBe(0);
    expect(storageDiscountCents('broadcaster', 1000)).toBe(0);
  });
});
