import { masterFileRoutes } from '@masterport/contract';
import { ownMaster } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

/** The master page's playlists tab: a real, empty list (the master is checked as everywhere) until playlists exist (issue 15). */
export default handle(masterFileRoutes.getPlaylistsList, async ({ auth, body, query }) => {
  await ownMaster(auth, body.master_id);
  return { playlists_list: [], page: query.page, has_more: false };
});
