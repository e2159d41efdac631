import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeAnsweredMaster } from './store-master.ts';

/** `lock`: locks the master against changes. */
export const lockMaster = (masterId: string) =>
  callApi(masterFileRoutes.lock, { master_id: masterId }).then(storeAnsweredMaster);
