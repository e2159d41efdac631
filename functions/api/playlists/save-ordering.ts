import { playlistRouteTable as routes } from '@masterport/contract';
import { savePlaylistOrdering } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.saveOrdering, async ({ auth, body }) => ({
  playlist: await savePlaylistOrdering(auth, body),
}));
