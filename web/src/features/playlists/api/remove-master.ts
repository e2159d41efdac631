import { playlistRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { afterPlaylistChange } from './after-change.ts';

/** `remove-master`: one master out of the playlist (the master itself stays). */
export const removeMasterFromPlaylist = (id: string, masterId: string) =>
  afterPlaylistChange(callApi(playlistRouteTable.removeMaster, { id, master_id: masterId }));
