import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeAnsweredMaster } from './store-master.ts';

/** `unlock`: lets the master be changed again. */
export const unlockMaster = (masterId: string) =>
  callApi(masterFileRoutes.unlock, { master_id: masterId }).then(storeAnsweredMaster);
