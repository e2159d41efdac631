import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeAnsweredMaster } from './store-master.ts';

/** `save-thumbnail`: the frame the master's card and page show. */
export const saveThumbnail = (masterId: string, thumbnailId: string) =>
  callApi(masterFileRoutes.saveThumbnail, { master_id: masterId, thumbnail_id: thumbnailId }).then(storeAnsweredMaster);
