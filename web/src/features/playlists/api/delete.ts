import { playlistRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { afterPlaylistChange } from './after-change.ts';

/** `delete`: the owner deletes the playlist (its masters stay). */
export const deletePlaylist = (id: string) => afterPlaylistChange(callApi(playlistRouteTable.delete, { id }));
