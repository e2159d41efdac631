import * as z from 'zod';
import type { PlanKey } from '../permissions.ts';
import { PRICE_BOOK, type PlanPrices } from './price-book.ts';

/**
 * What a send (a distribution) costs its sender, from the price book (docs/billing.md, "The price
 * of a send"): each master delivered to each station is one delivery at the plan's distribution
 * price. Sending to Canadian broadcasters is free on every plan today, so every send costs nothing
 * and has no line; were a price set, the review step would show a line of deliveries and the total.
 */
export const sendPriceLineSchema = z.object({
  /** One master delivered to one station. */
  item: z.literal('delivery'),
  quantity: z.number().int(),
  unit_cents: z.number().int(),
  amount_cents: z.number().int(),
});
export const sendPriceSchema = z.object({
  currency: z.literal('CAD'),
  /** Before tax, in cents, as every price of the platform. */
  total_cents: z.number().int(),
  /** Only the priced items: none when the send is free. */
  lines: z.array(sendPriceLineSchema),
});
export type SendPrice = z.infer<typeof sendPriceSchema>;

/** The price of sending `masters` masters to `stations` stations on `plan` (the price book given, for tests). */
export function sendPrice(
  plan: PlanKey,
  send: { masters: number; stations: number },
  prices: Readonly<Record<PlanKey, Pick<PlanPrices, 'distributionCents'>>> = PRICE_BOOK,
): SendPrice {
  const unit = prices[plan].distributionCents;
  const deliveries = send.masters * send.stations;
  const lines =
    unit > 0 && deliveries > 0
      ? [{ item: 'delivery' as const, quantity: deliveries, unit_cents: unit, amount_cents: unit * deliveries }]
      : [];
  return { currency: 'CAD', total_cents: lines.reduce((sum, line) => sum + line.amount_cents, 0), lines };
}
