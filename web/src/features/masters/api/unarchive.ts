import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeAnsweredMaster } from './store-master.ts';

/** `unarchive`: starts moving the master's files back from cold storage (3 to 5 hours). */
export const unarchiveMaster = (masterId: string) =>
  callApi(masterFileRoutes.unarchive, { master_id: masterId }).then(storeAnsweredMaster);
