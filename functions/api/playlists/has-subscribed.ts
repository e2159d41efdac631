import { playlistRouteTable as routes } from '@masterport/contract';
import { hasSubscribed } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.hasSubscribed, async ({ auth, params }) => hasSubscribed(auth, params));
