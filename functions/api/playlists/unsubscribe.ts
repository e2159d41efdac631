import { playlistRouteTable as routes } from '@masterport/contract';
import { unsubscribeFromPlaylist } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.unsubscribe, async ({ auth, body }) => {
  await unsubscribeFromPlaylist(auth, body.id);
  return {};
});
