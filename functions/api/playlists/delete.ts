import { playlistRouteTable as routes } from '@masterport/contract';
import { deletePlaylist } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.delete, async ({ auth, body }) => {
  await deletePlaylist(auth, body.id);
  return {};
});
