import { comparedSlateOf, DEFAULT_AD_CODE_SYSTEM, effectiveAdCodeSystem, type Master } from '@masterport/contract';
import { masterFileRoutes } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteBody, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { hasPermission, useSession } from '#lib/session.ts';

/** `validate-unique-id`: whether the slate's unique ID is free (and which kind of ID it is). */
export const validateUniqueId = (body: RouteBody<typeof masterFileRoutes.validateUniqueId>) =>
  callApi(masterFileRoutes.validateUniqueId, body);

/**
 * What the Ad-ID registry says of a saved master's code, against its slate (the details tab):
 * `validate-unique-id` for the master itself, asked only of the account's own master whose code
 * follows Ad-ID, by someone who may verify codes (`masters_creation`). Undefined otherwise, and
 * while it is asked; a refusal shows no note.
 */
export function useMasterRegistryAnswer(master: Master) {
  const session = useSession();
  const system = effectiveAdCodeSystem(master.code_system, session?.account_ad_code_system ?? DEFAULT_AD_CODE_SYSTEM);
  const asked =
    !!master.unique_id &&
    system === 'ad_id' &&
    master.owner.id === session?.account_id &&
    hasPermission(session, 'masters_creation');
  const body = asked
    ? {
        unique_id: master.unique_id!,
        master_id: master.id,
        code_system: master.code_system ?? null,
        slate: comparedSlateOf(master),
      }
    : null;
  return useSWR<RouteResponse<typeof masterFileRoutes.validateUniqueId>, ApiError>(
    body ? ['master-registry', JSON.stringify(body)] : null,
    () => callApi(masterFileRoutes.validateUniqueId, body!, { read: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  ).data?.registry;
}
