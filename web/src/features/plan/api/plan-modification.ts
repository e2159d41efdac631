import { type ChangePlanBody } from '@masterport/contract';
import { planRouteTable } from '@masterport/contract/routes';
import { mutate } from 'swr';
import { callApi } from '#lib/api.ts';
import { apiKey, useApiQuery } from '#lib/use-api.ts';

/** `pending-plan-modification`: the account's plan, its pending change, and whether a cancellation blocks one. */
export const usePendingPlanModification = () => useApiQuery(planRouteTable.pendingPlanModification);

const refresh = () => mutate(apiKey(planRouteTable.pendingPlanModification));

/** `change-plan`: asks for another plan, now or at the month's end; it waits for an operator. */
export async function changePlan(body: ChangePlanBody) {
  const answer = await callApi(planRouteTable.changePlan, body);
  await refresh();
  return answer;
}

/** `cancel-pending-modification`: withdraws the pending change. */
export async function withdrawPlanChange() {
  const answer = await callApi(planRouteTable.cancelPendingModification, {});
  await refresh();
  return answer;
}
