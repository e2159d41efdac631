import { playlistRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { afterPlaylistChange } from './after-change.ts';

/** `create`: a new playlist, empty or with masters already in it. */
export const createPlaylist = (name: string, masterIds?: string[]) =>
  afterPlaylistChange(
    callApi(playlistRouteTable.create, { name, ...(masterIds?.length ? { master_ids: masterIds } : {}) }),
  );
