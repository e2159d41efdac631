import { playlistRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { afterPlaylistChange } from './after-change.ts';

/** Ours, `save-public-files`: whether the public player offers the ProRes files, and until when. */
export const savePlaylistPublicFiles = (id: string, broadcast: boolean, until: string | null) =>
  afterPlaylistChange(callApi(playlistRouteTable.savePublicFiles, { id, broadcast, until: broadcast ? until : null }));
