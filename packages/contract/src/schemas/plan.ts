import * as z from 'zod';
import { planKeySchema } from './permissions.ts';

/**
 * Plan changes (seed 000 §4, docs/billing.md "Plan changes"): asked for by the primary user, now or
 * at the month's end, approved or refused by an operator, withdrawn by the user while pending.
 */
export const PLAN_CHANGE_EFFECTIVE = ['now', 'month_end'] as const;
export const planChangeEffectiveSchema = z.enum(PLAN_CHANGE_EFFECTIVE, { error: 'one_of' });
export type PlanChangeEffective = z.infer<typeof planChangeEffectiveSchema>;

/**
 * `waiting_approval` until an operator decides; `approved` while a month-end change waits for the
 * month to close; `completed` once the account has the new plan; `refused` and `withdrawn` end it.
 */
export const PLAN_CHANGE_STATUSES = ['waiting_approval', 'approved', 'completed', 'refused', 'withdrawn'] as const;
export const planChangeStatusSchema = z.enum(PLAN_CHANGE_STATUSES);
export type PlanChangeStatus = z.infer<typeof planChangeStatusSchema>;

/** The statuses in which a change is still pending: it can be withdrawn and it blocks another. */
export const PENDING_PLAN_CHANGE_STATUSES: readonly PlanChangeStatus[] = ['waiting_approval', 'approved'];

/** A plan change as the account's screens and the operators' console show it. */
export const planChangeViewSchema = z.object({
  id: z.string(),
  from_plan: planKeySchema,
  to_plan: planKeySchema,
  effective: planChangeEffectiveSchema,
  status: planChangeStatusSchema,
  /** ISO instants on the billing clock. */
  requested_on: z.string(),
  decided_on: z.string().nullable(),
  /** The operator's reason, shown to the account when a change is refused. */
  reason: z.string().nullable(),
  /** The prorated current month when it took effect: charged (positive) or credited (negative), in cents. */
  proration_cents: z.number().int().nullable(),
  /** The invoice that charged a positive proration at once. */
  invoice_id: z.string().nullable(),
});
export type PlanChangeView = z.infer<typeof planChangeViewSchema>;

export const pendingPlanModificationResponse = z.object({
  success: z.literal(true),
  plan_key: planKeySchema,
  /** The pending change, or null when none. */
  pending_modification: planChangeViewSchema.nullable(),
  /** A cancellation is pending: no plan change can be asked for until it is withdrawn. */
  cancellation_pending: z.boolean(),
});

export const changePlanBody = z.strictObject({
  plan_key: planKeySchema,
  effective: planChangeEffectiveSchema,
});
export type ChangePlanBody = z.infer<typeof changePlanBody>;

export const planChangeResponse = z.object({ success: z.literal(true), modification: planChangeViewSchema });
