import { masterFileRoutes } from '@masterport/contract/routes';
import { mutate } from 'swr';
import { callApi } from '#lib/api.ts';
import { detailsKey } from './get-details.ts';

/** Ours, `save-public-files`: whether the public link offers the broadcast files, and until when. */
export async function savePublicFiles(masterId: string, broadcast: boolean, until: string | null) {
  const answer = await callApi(masterFileRoutes.savePublicFiles, { master_id: masterId, broadcast, until });
  await mutate(detailsKey(masterId));
  return answer;
}
