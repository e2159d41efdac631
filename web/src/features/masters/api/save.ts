import { masterFileRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeAnsweredMaster } from './store-master.ts';

/** `save`: an existing master's slate, in the modal's save mode. */
export const saveMaster = (body: RouteBody<typeof masterFileRoutes.save>) =>
  callApi(masterFileRoutes.save, body).then(storeAnsweredMaster);
