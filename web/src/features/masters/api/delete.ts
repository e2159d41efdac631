import { masterFileRoutes } from '@masterport/contract/routes';
import { mutate } from 'swr';
import { callApi } from '#lib/api.ts';
import { isMastersListKey } from './get-list.ts';

/** `delete`: the owner deletes the master for good; the lists forget it. */
export async function deleteMaster(masterId: string): Promise<void> {
  await callApi(masterFileRoutes.delete, { master_id: masterId });
  await mutate(isMastersListKey);
}

/** `remove`: a partner studio takes a client's master out of its list. */
export async function removeMaster(masterId: string): Promise<void> {
  await callApi(masterFileRoutes.remove, { master_id: masterId });
  await mutate(isMastersListKey);
}
