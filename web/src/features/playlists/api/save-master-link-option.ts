import { playlistRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { afterPlaylistChange } from './after-change.ts';

/** `save-master-link-option`: whether the public player links each master's own page. */
export const savePlaylistLinkOption = (id: string, option: 'hide' | 'show') =>
  afterPlaylistChange(callApi(playlistRouteTable.saveMasterLinkOption, { id, option }));
