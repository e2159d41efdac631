import { OPERATOR_ACTIONS } from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, queryPage, step, type TransactionStep } from '../entity.ts';
import { keys, ranges } from '../keys.ts';

/**
 * One operator's action on an account, kept for good: who (the operator's sign-in name and id),
 * when, what, and the reason they gave. Written in the transaction that makes the change.
 */
export const operatorActionItemSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  action: z.enum(OPERATOR_ACTIONS),
  operator_id: z.string(),
  operator_name: z.string(),
  /** ISO instant (the wall clock: this is a record of people, not of billing). */
  at: z.string(),
  reason: z.string(),
  /** The plan change it decided, when it decided one. */
  plan_change_id: z.string().nullable(),
});
export type OperatorActionItem = z.infer<typeof operatorActionItemSchema>;

const operatorActionEntity = defineEntity({
  type: 'operator_action',
  schema: operatorActionItemSchema,
  key: (action) => keys.operatorAction(action.account_id, action.at, action.id),
});

export const operatorActionStep = (action: OperatorActionItem): TransactionStep =>
  step.put(operatorActionEntity, action);

/** An account's operator actions, newest first. */
export async function listOperatorActions(
  db: Db,
  accountId: string,
  page: { limit: number; cursor?: string },
): Promise<{ items: OperatorActionItem[]; cursor?: string }> {
  return queryPage(db, operatorActionEntity, ranges.operatorActions(accountId), { ...page, descending: true });
}
