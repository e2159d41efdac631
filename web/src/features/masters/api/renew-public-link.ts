import { masterFileRoutes } from '@masterport/contract/routes';
import { mutate } from 'swr';
import { callApi } from '#lib/api.ts';
import { detailsKey } from './get-details.ts';

/** Ours, `renew-public-link`: a new public link; the old one stops working at once. */
export async function renewPublicLink(masterId: string) {
  const answer = await callApi(masterFileRoutes.renewPublicLink, { master_id: masterId });
  await mutate(detailsKey(masterId));
  return answer;
}
