import { describe, expect, it } from 'vitest';
import { PLAN_KEYS } from '../permissions.ts';
import { PRICE_BOOK } from './price-book.ts';
import { sendPrice } from './send-price.ts';

describe('The price of a send', () => {
  it('is free on every plan today, with no line to show', () => {
    for (const plan of PLAN_KEYS)
      expect(sendPrice(plan, { masters: 3, stations: 12 }), plan).toEqual({
        currency: 'CAD',
        total_cents: 0,
        lines: [],
      });
  });

  it('would bill each master delivered to each station at the plan’s price, were one set', () => {
    // Prepare
    const priced = { ...PRICE_BOOK, pay_per_use: { ...PRICE_BOOK.pay_per_use, distributionCents: 150 } };

    // Act
    const price = sendPrice('pay_per_use', { masters: 2, stations: 3 }, priced);
    const studio = sendPrice('partner_studio', { masters: 2, stations: 3 }, priced);

    // Assess
    expect(price).toEqual({
      currency: 'CAD',
      total_cents: 900,
      lines: [{ item: 'delivery', quantity: 6, unit_cents: 150, amount_cents: 900 }],
    });
    expect(studio.total_cents).toBe(0);
  });
});
