import { playlistRouteTable as routes } from '@masterport/contract';
import { renamePlaylist } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.rename, async ({ auth, body }) => ({ playlist: await renamePlaylist(auth, body) }));
