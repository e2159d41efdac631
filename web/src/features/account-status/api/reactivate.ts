import { cancellationRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { clearApiCache } from '#lib/api-cache.ts';

/** `reactivate`: the account is active again; every read is asked anew (they answered 402 until now). */
export async function reactivate() {
  const answer = await callApi(cancellationRouteTable.reactivate, {});
  await clearApiCache();
  return answer;
}
