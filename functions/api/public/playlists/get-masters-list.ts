import { publicPlaylistRouteTable as routes } from '@masterport/contract';
import { publicPlaylistMasters } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getMastersList, async ({ body }) => publicPlaylistMasters(body.created_on, body.hash_key));
