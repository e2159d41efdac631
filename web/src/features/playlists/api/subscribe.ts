import { playlistRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { afterPlaylistChange } from './after-change.ts';

/** `subscribe`: a signed-in visitor of the public player saves the playlist to its account. */
export const subscribeToPlaylist = (createdOn: string, hashKey: string) =>
  afterPlaylistChange(callApi(playlistRouteTable.subscribe, { created_on: createdOn, hash_key: hashKey }));
