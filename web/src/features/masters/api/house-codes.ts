import { masterFileRoutes } from '@masterport/contract/routes';
import useSWR, { mutate } from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

const houseCodesKey = (masterId: string) => ['master-house-codes', masterId] as const;

/** `house-code/get`: the master's own house code and each station's. */
export const useMasterHouseCodes = (masterId: string | null) =>
  useSWR<RouteResponse<typeof masterFileRoutes.houseCodeGet>, ApiError>(masterId ? houseCodesKey(masterId) : null, () =>
    callApi(masterFileRoutes.houseCodeGet, { master_file_id: masterId! }, { read: true }),
  );

/** `house-code/save`: the master's code, or a waiting station's (its files then leave). */
export async function saveMasterHouseCode(masterId: string, houseCode: string, callLetters?: string) {
  const answer = await callApi(masterFileRoutes.houseCodeSave, {
    master_file_id: masterId,
    house_code: houseCode,
    ...(callLetters ? { call_letters: callLetters } : {}),
  });
  await mutate(houseCodesKey(masterId), answer, { revalidate: false });
  return answer;
}
