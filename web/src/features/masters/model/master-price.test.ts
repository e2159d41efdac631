import { PRICE_BOOK } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { masterPrice } from './master-price.ts';

describe('masterPrice', () => {
  it("says a master's price from the price book, included when the plan makes it at no charge, and nothing for a type the plan cannot make", () => {
    expect(masterPrice('partner_studio', 'PUB_TV_WEB')).toEqual({
      kind: 'price',
      cents: PRICE_BOOK.partner_studio.masterCents.PUB_TV_WEB,
    });
    expect(masterPrice('content_creator', 'PUB_RADIO')).toEqual({ kind: 'included' });
    expect(masterPrice('pay_per_use', 'PUB_WEB')).toEqual({ kind: 'price', cents: 100 });
    expect(masterPrice('pay_per_use', 'PUB_TV_WEB')).toBeNull();
    expect(masterPrice(undefined, 'PUB_TV_WEB')).toBeNull();
    expect(masterPrice('partner_studio', undefined)).toBeNull();
  });
});
