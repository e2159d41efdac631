import { playlistRouteTable as routes } from '@masterport/contract';
import { savePlaylistPublicFiles } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.savePublicFiles, async ({ auth, body }) => ({
  playlist: await savePlaylistPublicFiles(auth, body),
}));
