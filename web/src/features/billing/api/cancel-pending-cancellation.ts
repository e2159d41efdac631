import { cancellationRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { apiKey } from '#lib/use-api.ts';
import { mutate } from 'swr';

/** `cancel-pending-cancellation`: withdraws the cancellation waiting for the month end. */
export async function cancelPendingCancellation() {
  const answer = await callApi(cancellationRouteTable.cancelPendingCancellation, {});
  await mutate(apiKey(cancellationRouteTable.getDeletion));
  return answer;
}
