import {
  planChangeEffectiveSchema,
  planChangeStatusSchema,
  planKeySchema,
  type PlanChangeView,
} from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, getItem, queryPage, step, type TransactionStep } from '../entity.ts';
import { keys, ranges } from '../keys.ts';

/**
 * A plan change an account's primary user asked for (docs/billing.md "Plan changes"), kept after it
 * ends so the operators' console and the account's history can show it. The account item names the
 * one still pending (`pending_plan_change`); both are written in one transaction.
 */
export const planChangeItemSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  from_plan: planKeySchema,
  to_plan: planKeySchema,
  effective: planChangeEffectiveSchema,
  status: planChangeStatusSchema,
  /** ISO instants on the billing clock. */
  requested_on: z.string(),
  requested_by_user_id: z.string(),
  decided_on: z.string().nullable(),
  /** The operator who approved or refused it (their sign-in name), or the user who withdrew it. */
  decided_by: z.string().nullable(),
  reason: z.string().nullable(),
  /** The day the new plan began (YYYY-MM-DD), once completed. */
  effective_on: z.string().nullable(),
  proration_cents: z.number().int().nullable(),
  invoice_id: z.string().nullable(),
});
export type PlanChangeItem = z.infer<typeof planChangeItemSchema>;

const planChangeEntity = defineEntity({
  type: 'plan_change',
  schema: planChangeItemSchema,
  key: (change) => keys.planChange(change.account_id, change.id),
});

export const planChangeView = (change: PlanChangeItem): PlanChangeView => ({
  id: change.id,
  from_plan: change.from_plan,
  to_plan: change.to_plan,
  effective: change.effective,
  status: change.status,
  requested_on: change.requested_on,
  decided_on: change.decided_on,
  reason: change.reason,
  proration_cents: change.proration_cents,
  invoice_id: change.invoice_id,
});

export async function getPlanChange(db: Db, accountId: string, changeId: string): Promise<PlanChangeItem | undefined> {
  return getItem(db, planChangeEntity, keys.planChange(accountId, changeId));
}

/** The plan change written whole, in the transaction that writes its account (`saveAccountWith`). */
export const planChangeStep = (change: PlanChangeItem): TransactionStep => step.put(planChangeEntity, change);

/** An account's plan changes, a page at a time (the operators' summary of an account). */
export async function listPlanChanges(
  db: Db,
  accountId: string,
  page: { limit: number; cursor?: string },
): Promise<{ items: PlanChangeItem[]; cursor?: string }> {
  return queryPage(db, planChangeEntity, ranges.planChanges(accountId), { ...page, descending: true });
}
