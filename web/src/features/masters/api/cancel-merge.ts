import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeAnsweredMaster } from './store-master.ts';

/** `cancel-merge` (ours): a merge saved as a draft is given up. */
export const cancelMerge = (masterId: string) =>
  callApi(masterFileRoutes.cancelMerge, { master_id: masterId }).then(storeAnsweredMaster);
