import { playlistRouteTable as routes } from '@masterport/contract';
import { addMastersToPlaylist } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.addMasters, async ({ auth, body }) => addMastersToPlaylist(auth, body));
