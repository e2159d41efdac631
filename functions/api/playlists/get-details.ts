import { playlistRouteTable as routes } from '@masterport/contract';
import { playlistDetails } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDetails, async ({ auth, params }) => ({
  playlist: await playlistDetails(auth, params.id),
}));
