import { playlistRouteTable as routes } from '@masterport/contract';
import { listPlaylists } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getList, async ({ auth, query, body }) => listPlaylists(auth, query.page, body));
