import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeAnsweredMaster } from './store-master.ts';

/** `acknowledge-quality-control`: the user accepts the QC warnings. */
export const acknowledgeQualityControl = (masterId: string) =>
  callApi(masterFileRoutes.acknowledgeQualityControl, { master_id: masterId }).then(storeAnsweredMaster);
