import { playlistRouteTable as routes } from '@masterport/contract';
import { searchPlaylists } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.search, async ({ auth, body }) => searchPlaylists(auth, body.query));
