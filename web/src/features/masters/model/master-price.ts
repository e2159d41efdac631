import { baseMasterType, masterPriceCents, type MasterType, type PlanKey } from '@masterport/contract';

/**
 * What creating a master will cost the account that creates it (issue 29: "this master will cost
 * $79.00 + tax"), from the price book: the price, "included" when the plan makes it at no charge,
 * or nothing to say (no plan known, or a type the plan cannot make). A master is billed to the
 * account that makes it, a partner studio's too, when its first run completes (docs/billing.md).
 */
export type MasterPrice = { kind: 'price'; cents: number } | { kind: 'included' } | null;

export function masterPrice(plan: PlanKey | undefined, type: MasterType | null | undefined): MasterPrice {
  if (!plan || !type) return null;
  const cents = masterPriceCents(plan, baseMasterType(type));
  if (cents === null) return null;
  return cents > 0 ? { kind: 'price', cents } : { kind: 'included' };
}
