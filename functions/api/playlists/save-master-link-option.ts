import { playlistRouteTable as routes } from '@masterport/contract';
import { savePlaylistLinkOption } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.saveMasterLinkOption, async ({ auth, body }) => ({
  playlist: await savePlaylistLinkOption(auth, body),
}));
