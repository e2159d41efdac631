import { playlistRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { afterPlaylistChange } from './after-change.ts';

/** `unsubscribe`: a saved playlist leaves the account's list. */
export const unsubscribeFromPlaylist = (id: string) =>
  afterPlaylistChange(callApi(playlistRouteTable.unsubscribe, { id }));
