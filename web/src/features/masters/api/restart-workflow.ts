import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeAnsweredMaster } from './store-master.ts';

/** `restart-workflow`: a new revision after a failed step. */
export const restartWorkflow = (masterId: string) =>
  callApi(masterFileRoutes.restartWorkflow, { master_id: masterId }).then(storeAnsweredMaster);
