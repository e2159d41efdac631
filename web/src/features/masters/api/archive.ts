import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeAnsweredMaster } from './store-master.ts';

/** `archive`: starts moving the master's files to cold storage. */
export const archiveMaster = (masterId: string) =>
  callApi(masterFileRoutes.archive, { master_id: masterId }).then(storeAnsweredMaster);
