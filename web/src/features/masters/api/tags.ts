import { masterFileRoutes } from '@masterport/contract/routes';
import useSWR, { mutate } from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeAnsweredMaster } from './store-master.ts';

const TAGS_KEY = 'master-tags';
const isTagsKey = (key: unknown) => Array.isArray(key) && key[0] === TAGS_KEY;

/** `tags/search`: the account's tags starting with what is typed (every tag for nothing). */
export const useTagSearch = (query: string) =>
  useSWR<RouteResponse<typeof masterFileRoutes.searchTags>, ApiError>(
    [TAGS_KEY, 'search', query],
    () => callApi(masterFileRoutes.searchTags, { query }, { read: true }),
    { keepPreviousData: true },
  );

/** `get-tags-list?page=n`: the tags view. */
export const useTagsView = (page: number) =>
  useSWR<RouteResponse<typeof masterFileRoutes.getTagsList>, ApiError>([TAGS_KEY, 'view', page], () =>
    callApi(masterFileRoutes.getTagsList, {}, { query: { page }, read: true }),
  );

/** A tag changed on a master: the master, the lists, and every tag search and view. */
const refreshTags = async (answer: { master: Parameters<typeof storeAnsweredMaster>[0]['master'] }) => {
  await mutate(isTagsKey);
  return storeAnsweredMaster(answer);
};

export const addMasterTag = (masterId: string, tag: string) =>
  callApi(masterFileRoutes.addTag, { master_id: masterId, tag }).then(refreshTags);
export const deleteMasterTag = (masterId: string, tagId: string) =>
  callApi(masterFileRoutes.deleteTag, { master_id: masterId, tag_id: tagId }).then(refreshTags);

/** `save-tvb-number` / `save-asc-number` (empty clears). */
export const saveClearanceNumber = (masterId: string, field: 'tvb_number' | 'asc_number', value: string) =>
  (field === 'tvb_number'
    ? callApi(masterFileRoutes.saveTvbNumber, { master_id: masterId, tvb_number: value })
    : callApi(masterFileRoutes.saveAscNumber, { master_id: masterId, asc_number: value })
  ).then(storeAnsweredMaster);
