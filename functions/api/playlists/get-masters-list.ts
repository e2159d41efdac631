import { playlistRouteTable as routes } from '@masterport/contract';
import { playlistMasters } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getMastersList, async ({ auth, body }) => playlistMasters(auth, body.playlist_id));
