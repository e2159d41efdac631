import { playlistRouteTable as routes } from '@masterport/contract';
import { subscribeToPlaylist } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.subscribe, async ({ auth, body }) => ({
  playlist: await subscribeToPlaylist(auth, body),
}));
