import type { PlanKey } from '../permissions.ts';

/**
 * Which plans keep a card on file (docs/billing-cards.md): every plan that is billed. Broadcasters
 * receive distributions for free (seed 001, "Pricing") and are never charged, so they need none;
 * content creators, partner studios and pay-per-use accounts pay for masters and storage. While a
 * plan needs a card, its primary card cannot be deleted, and without one the account is sent to the
 * add-payment page (`payment_method_missing`).
 */
export const PLANS_NEEDING_A_CARD: Readonly<Record<PlanKey, boolean>> = {
  broadcaster: false,
  content_creator: true,
  partner_studio: true,
  pay_per_use: true,
};

export const planNeedsCard = (plan: PlanKey): boolean => PLANS_NEEDING_A_CARD[plan];
