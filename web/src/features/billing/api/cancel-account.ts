import { type CancelAccountBody } from '@masterport/contract';
import { cancellationRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { apiKey } from '#lib/use-api.ts';
import { mutate } from 'swr';

/** `cancel-account`: at once or at the month end; the pending cancellation the page shows is read again. */
export async function cancelAccount(body: CancelAccountBody) {
  const answer = await callApi(cancellationRouteTable.cancelAccount, body);
  await mutate(apiKey(cancellationRouteTable.getDeletion));
  return answer;
}
