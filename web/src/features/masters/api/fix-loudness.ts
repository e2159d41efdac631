import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeAnsweredMaster } from './store-master.ts';

/** `fix-loudness`: a new revision with the loudness corrected. */
export const fixLoudness = (masterId: string) =>
  callApi(masterFileRoutes.fixLoudness, { master_id: masterId }).then(storeAnsweredMaster);
