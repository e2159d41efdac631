import { publicPlaylistRouteTable as routes } from '@masterport/contract';
import { publicPlaylistDetails } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDetails, async ({ params }) => ({
  playlist: await publicPlaylistDetails(params.created_on, params.hash_key),
}));
