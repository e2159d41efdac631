import { publicPlaylistRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { linkParams, type PlaylistLink } from './public-playlist-link.ts';

/**
 * `playlists/download` and `playlists/download/.../prores`: one call in two flavours (the viewing
 * files or the ProRes), the zip prepared in the background and asked again until ready.
 */
export const preparePlaylistZip = (link: PlaylistLink, kind: 'viewing' | 'prores') =>
  callApi(kind === 'prores' ? publicPlaylistRouteTable.downloadProres : publicPlaylistRouteTable.download, undefined, {
    params: linkParams(link),
  });
