import { playlistRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { afterPlaylistChange } from './after-change.ts';

/** `save-ordering`: the masters in the order they were dragged to. */
export const savePlaylistOrdering = (id: string, masterIds: string[]) =>
  afterPlaylistChange(callApi(playlistRouteTable.saveOrdering, { id, master_file_ids: masterIds }));
