import { publicPlaylistRouteTable as routes } from '@masterport/contract';
import { preparePlaylistDownload } from '@masterport/core/playlists';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.downloadProres, async ({ params }) => ({
  archive: await preparePlaylistDownload(params.created_on, params.hash_key, 'prores'),
}));
