import { playlistRouteTable as routes } from '@masterport/contract';
import { removeMasterFromPlaylist } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.removeMaster, async ({ auth, body }) => ({
  playlist: await removeMasterFromPlaylist(auth, body),
}));
