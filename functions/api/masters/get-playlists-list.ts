import { masterFileRoutes } from '@masterport/contract';
import { masterPlaylists } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

/** The master page's playlists tab: the working account's playlists that hold the master. */
export default handle(masterFileRoutes.getPlaylistsList, async ({ auth, body, query }) =>
  masterPlaylists(auth, body.master_id, query.page),
);
