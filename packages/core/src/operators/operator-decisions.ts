import type { DecideAccountBody, DecidePlanChangeBody } from '@masterport/contract';
import {
  getAccount,
  nowIso,
  operatorActionStep,
  overFreshRead,
  saveAccountWith,
  type AccountItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { OperatorContext } from '../auth/operator.ts';
import { approvePlanChange, mailPlanDecision, refusePlanChange } from '../billing/plan-changes/index.ts';
import { AppError } from '../errors.ts';
import { newId } from '../random.ts';
import { operatorAccountRow } from './account-rows.ts';

async function accountOf(accountId: string): Promise<AccountItem> {
  const account = await getAccount(table(), accountId);
  if (!account) throw new AppError('not_found');
  return account;
}

/**
 * An operator approves an account waiting for approval (docs/billing.md "Accounts that wait for
 * approval"): it becomes active; or refuses it, with the reason: it is closed (`cancelled`, with
 * nothing to archive: it never worked). Recorded with who and when, and the user is e-mailed.
 */
export async function decideAccount(operator: OperatorContext, body: DecideAccountBody) {
  const reason = body.reason ?? '';
  const decided = await overFreshRead(
    () => accountOf(body.account_id),
    async (account) => {
      if (account.status !== 'waiting_approval') throw new AppError('account_not_waiting');
      const next: AccountItem = {
        ...account,
        status: body.decision === 'approve' ? 'active' : 'cancelled',
        modified_on: nowIso(),
      };
      await saveAccountWith(table(), account, next, [
        operatorActionStep({
          id: newId(),
          account_id: account.id,
          action: body.decision === 'approve' ? 'approve_account' : 'refuse_account',
          operator_id: operator.operatorId,
          operator_name: operator.operatorName,
          at: nowIso(),
          reason,
          plan_change_id: null,
        }),
      ]);
      return next;
    },
  );
  await mailPlanDecision(
    decided,
    body.decision === 'approve' ? { kind: 'account_approved' } : { kind: 'account_refused', reason },
  );
  return { account: await operatorAccountRow(decided) };
}

/** An operator approves or refuses an account's pending plan change (billing's plan changes do it). */
export async function decidePlanChange(operator: OperatorContext, body: DecidePlanChangeBody) {
  const input = { accountId: body.account_id, changeId: body.change_id, reason: body.reason ?? '' };
  if (body.decision === 'approve') await approvePlanChange(operator, input);
  else await refusePlanChange(operator, input);
  return { account: await operatorAccountRow(await accountOf(body.account_id)) };
}
