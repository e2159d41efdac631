import { playlistsAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import addMasters from './add-masters.ts';
import create from './create.ts';
import getDetails from './get-details.ts';
import getList from './get-list.ts';
import getMastersList from './get-masters-list.ts';
import hasSubscribed from './has-subscribed.ts';
import remove from './delete.ts';
import removeMaster from './remove-master.ts';
import rename from './rename.ts';
import saveMasterLinkOption from './save-master-link-option.ts';
import savePublicFiles from './save-public-files.ts';
import saveOrdering from './save-ordering.ts';
import search from './search.ts';
import subscribe from './subscribe.ts';
import unsubscribe from './unsubscribe.ts';

/** The playlists area: an account's reels of masters, the ones it saved from others, their order and links. */
export const handler = createAreaHandler('playlists', playlistsAreaRoutes, [
  getList,
  search,
  create,
  rename,
  remove,
  addMasters,
  getDetails,
  getMastersList,
  removeMaster,
  saveOrdering,
  saveMasterLinkOption,
  savePublicFiles,
  subscribe,
  unsubscribe,
  hasSubscribed,
]);
