import type { PlanKey } from '../permissions.ts';

/**
 * Which plans an operator approves before the account is used (docs/billing.md "Accounts that wait
 * for approval"). Partner studios make masters billed to them for other accounts and act for their
 * clients; broadcasters receive every agency's spots for their call letters and set the rules
 * senders must follow. Both speak for a business others rely on, so a person checks who they are.
 * Content creators and pay-per-use accounts only make their own masters, paid by their own card.
 */
export const PLANS_NEEDING_APPROVAL: Readonly<Record<PlanKey, boolean>> = {
  broadcaster: true,
  content_creator: false,
  partner_studio: true,
  pay_per_use: false,
};

export const planNeedsApproval = (plan: PlanKey): boolean => PLANS_NEEDING_APPROVAL[plan];
