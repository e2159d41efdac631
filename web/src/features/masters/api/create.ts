import { masterFileRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeAnsweredMaster } from './store-master.ts';

/** `create`: a new master (confirmed, or a draft), then shown by the list and its page. */
export const createMaster = (body: RouteBody<typeof masterFileRoutes.create>) =>
  callApi(masterFileRoutes.create, body).then(storeAnsweredMaster);
