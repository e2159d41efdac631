import * as z from 'zod';
import { planKeySchema } from './permissions.ts';
import { emailField, idField, optionalString, requiredString } from './fields.ts';
import { planChangeViewSchema } from './plan.ts';

/**
 * The operators' console (ours: docs/billing.md "Operators"). Operators read an account's summary
 * (plan, status, balance, invoices) and decide what waits for them; they never read an account's
 * masters, files or people beyond the primary user's address.
 */

export const operatorSignInBody = z.strictObject({
  email: emailField(),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'max_128' }),
  /** Scripts ask for the token in the body; the SPA relies on the HttpOnly cookie. */
  return_token: z.boolean().optional(),
});
export const operatorSessionResponse = z.object({
  success: z.literal(true),
  operator: z.object({ name: z.string() }),
  token: z.string().optional(),
});
export const operatorSignOutResponse = z.object({ success: z.literal(true) });

/** The lists an account is in (the account item's state entry). */
export const ACCOUNT_LIST_STATE_KEYS = [
  'waiting_approval',
  'plan_change_pending',
  'cancellation_pending',
  'cancelled',
  'active',
] as const;

/** An account as the operators' lists show it. */
export const operatorAccountRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan_key: planKeySchema,
  status: z.enum(['pending_activation', 'active', 'waiting_approval', 'cancelled']),
  list_state: z.enum(ACCOUNT_LIST_STATE_KEYS).nullable(),
  /** Since when it is in that list (ISO). */
  since: z.string().nullable(),
  primary_email: z.string().nullable(),
  created_on: z.string(),
});
export type OperatorAccountRow = z.infer<typeof operatorAccountRowSchema>;

export const operatorQueuesResponse = z.object({
  success: z.literal(true),
  waiting_approval: z.array(operatorAccountRowSchema),
  plan_changes: z.array(z.object({ account: operatorAccountRowSchema, change: planChangeViewSchema })),
  /** Accounts with an invoice unpaid past its due date, and the oldest one's due date and the amount unpaid. */
  overdue: z.array(
    z.object({ account: operatorAccountRowSchema, oldest_due_on: z.string(), unpaid_cents: z.number().int() }),
  ),
  cancellations: z.array(operatorAccountRowSchema),
  /**
   * Open invoices whose last charge was declined (by the collection's tries or a person's), the
   * longest open first: the payments a person may need to chase before the invoice is overdue.
   */
  failed_payments: z.array(
    z.object({
      account: operatorAccountRowSchema,
      invoice: z.object({
        id: z.string(),
        number: z.number().int(),
        total_cents: z.number().int(),
        issued_on: z.string(),
        due_on: z.string(),
        payment_attempts: z.number().int(),
        last_try_on: z.string().nullable(),
        /** The catalogue's code of the last decline (its EN/FR message is the catalogue's). */
        last_decline_code: z.string(),
      }),
    }),
  ),
});

/** What an operator can do to an account, as their actions are recorded. */
export const OPERATOR_ACTIONS = [
  'approve_account',
  'refuse_account',
  'approve_plan_change',
  'refuse_plan_change',
] as const;

export const OPERATOR_DECISIONS = ['approve', 'refuse'] as const;
const decision = z.enum(OPERATOR_DECISIONS, { error: 'one_of' });
/** A refusal says why (the user is e-mailed it); an approval may. */
export const operatorReasonField = () => optionalString(500);
const reasonField = operatorReasonField();

export const decideAccountBody = z
  .strictObject({ account_id: idField(), decision, reason: reasonField.optional() })
  .refine((body) => body.decision === 'approve' || Boolean(body.reason), { error: 'required', path: ['reason'] });
export const decidePlanChangeBody = z
  .strictObject({ account_id: idField(), change_id: idField(), decision, reason: reasonField.optional() })
  .refine((body) => body.decision === 'approve' || Boolean(body.reason), { error: 'required', path: ['reason'] });
export type DecideAccountBody = z.infer<typeof decideAccountBody>;
export type DecidePlanChangeBody = z.infer<typeof decidePlanChangeBody>;

export const decisionResponse = z.object({ success: z.literal(true), account: operatorAccountRowSchema });

export const searchAccountsBody = z.strictObject({ query: requiredString(254) });
export const searchAccountsResponse = z.object({
  success: z.literal(true),
  accounts: z.array(operatorAccountRowSchema),
});

export const accountIdOnlyBody = z.strictObject({ account_id: idField() });
export const operatorAccountSummaryResponse = z.object({
  success: z.literal(true),
  account: operatorAccountRowSchema,
  balance_cents: z.number().int(),
  invoices: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      month: z.string(),
      issued_on: z.string(),
      due_on: z.string(),
      status: z.enum(['open', 'paid', 'void']),
      total_cents: z.number().int(),
    }),
  ),
  plan_changes: z.array(planChangeViewSchema),
  actions: z.array(
    z.object({
      action: z.enum(OPERATOR_ACTIONS),
      operator_name: z.string(),
      at: z.string(),
      reason: z.string(),
    }),
  ),
});
