import { playlistRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { afterPlaylistChange } from './after-change.ts';

/** `rename`: the owner's new name for the playlist. */
export const renamePlaylist = (id: string, name: string) =>
  afterPlaylistChange(callApi(playlistRouteTable.rename, { id, name }));
