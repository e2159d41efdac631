import { playlistRouteTable as routes } from '@masterport/contract';
import { createPlaylist } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.create, async ({ auth, body }) => ({ playlist: await createPlaylist(auth, body) }));
