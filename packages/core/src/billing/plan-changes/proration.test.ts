import { PRICE_BOOK } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { planChangeProration } from './proration.ts';

describe('The prorated current month of a plan change', () => {
  it('charges the difference for the days left, the first day counted', () => {
    // Prepare: content creator to partner studio on the 16th of a 30-day month: 15 days left.
    const difference = PRICE_BOOK.partner_studio.subscriptionCents - PRICE_BOOK.content_creator.subscriptionCents;

    // Act
    const proration = planChangeProration('content_creator', 'partner_studio', '2026-11-16');

    // Assess
    expect(proration).toEqual({ cents: difference / 2, days: 15, monthDays: 30 });
  });

  it('credits a cheaper plan the same amount, below zero', () => {
    // Act
    const up = planChangeProration('content_creator', 'partner_studio', '2026-11-16');
    const down = planChangeProration('partner_studio', 'content_creator', '2026-11-16');

    // Assess
    expect(down.cents).toBe(-up.cents);
  });

  it('rounds half away from zero once, both ways', () => {
    // Prepare: $70 difference over 7 of 31 days = 1580.645... cents; over 1 day = 225.806... cents
    const oneDay = planChangeProration('content_creator', 'partner_studio', '2026-12-31');

    // Act
    const sevenDays = planChangeProration('content_creator', 'partner_studio', '2026-12-25');
    const credit = planChangeProration('partner_studio', 'content_creator', '2026-12-25');

    // Assess
    expect(oneDay).toEqual({ cents: 226, days: 1, monthDays: 31 });
    expect(sevenDays.cents).toBe(1581);
    expect(credit.cents).toBe(-1581);
  });

  it('is the whole difference on the first day and nothing between plans of one price', () => {
    // Act
    const firstDay = planChangeProration('pay_per_use', 'content_creator', '2027-02-01');
    const samePrice = planChangeProration('pay_per_use', 'broadcaster', '2027-02-14');

    // Assess
    expect(firstDay).toEqual({ cents: PRICE_BOOK.content_creator.subscriptionCents, days: 28, monthDays: 28 });
    expect(samePrice.cents).toBe(0);
  });
});
