import * as z from 'zod';
import { defineRoute } from '../route.ts';
import { shareLinkParams } from '../schemas/fields.ts';
import { archiveResponse, pageQuery } from '../schemas/masters.ts';
import * as s from '../schemas/playlists.ts';
import { playlistRouteFacts, publicPlaylistRouteFacts } from '../route-facts/playlists.ts';

const empty = z.strictObject({});

/** An account's playlists and the ones it saved (seed 001 "Playlists"): every call needs the `playlists` key. */
export const playlistRouteTable = {
  getList: defineRoute({
    ...playlistRouteFacts.getList,
    query: pageQuery,
    body: s.playlistListFilters,
    response: s.playlistListResponse,
  }),
  search: defineRoute({
    ...playlistRouteFacts.search,
    body: s.searchPlaylistsBody,
    response: s.playlistsSearchResponse,
  }),
  create: defineRoute({
    ...playlistRouteFacts.create,
    body: s.createPlaylistBody,
    response: s.playlistResponse,
  }),
  rename: defineRoute({
    ...playlistRouteFacts.rename,
    body: s.renamePlaylistBody,
    response: s.playlistResponse,
  }),
  delete: defineRoute({
    ...playlistRouteFacts.delete,
    body: s.playlistIdBody,
    response: z.object({ success: z.literal(true) }),
  }),
  addMasters: defineRoute({
    ...playlistRouteFacts.addMasters,
    body: s.addMastersBody,
    response: s.addMastersResponse,
  }),
  getDetails: defineRoute({
    ...playlistRouteFacts.getDetails,
    params: s.playlistIdParams,
    query: empty,
    response: s.playlistResponse,
  }),
  getMastersList: defineRoute({
    ...playlistRouteFacts.getMastersList,
    body: s.playlistMastersBody,
    response: s.playlistMastersResponse,
  }),
  removeMaster: defineRoute({
    ...playlistRouteFacts.removeMaster,
    body: s.removeMasterBody,
    response: s.playlistResponse,
  }),
  saveOrdering: defineRoute({
    ...playlistRouteFacts.saveOrdering,
    body: s.saveOrderingBody,
    response: s.playlistResponse,
  }),
  saveMasterLinkOption: defineRoute({
    ...playlistRouteFacts.saveMasterLinkOption,
    body: s.saveMasterLinkOptionBody,
    response: s.playlistResponse,
  }),
  savePublicFiles: defineRoute({
    ...playlistRouteFacts.savePublicFiles,
    body: s.savePlaylistPublicFilesBody,
    response: s.playlistResponse,
  }),
  subscribe: defineRoute({
    ...playlistRouteFacts.subscribe,
    body: s.playlistLinkBody,
    response: s.playlistResponse,
  }),
  unsubscribe: defineRoute({
    ...playlistRouteFacts.unsubscribe,
    body: s.playlistIdBody,
    response: z.object({ success: z.literal(true) }),
  }),
  hasSubscribed: defineRoute({
    ...playlistRouteFacts.hasSubscribed,
    params: shareLinkParams(),
    query: empty,
    response: s.hasSubscribedResponse,
  }),
};

/** The public player's calls: anyone holding the playlist's link. */
export const publicPlaylistRouteTable = {
  getDetails: defineRoute({
    ...publicPlaylistRouteFacts.getDetails,
    params: shareLinkParams(),
    query: empty,
    response: s.publicPlaylistResponse,
  }),
  getMastersList: defineRoute({
    ...publicPlaylistRouteFacts.getMastersList,
    body: s.playlistLinkBody,
    response: s.publicPlaylistMastersResponse,
  }),
  /** The zip of the masters' viewing files: prepared in the background, asked again until ready. */
  download: defineRoute({
    ...publicPlaylistRouteFacts.download,
    params: shareLinkParams(),
    query: empty,
    response: archiveResponse,
  }),
  downloadProres: defineRoute({
    ...publicPlaylistRouteFacts.downloadProres,
    params: shareLinkParams(),
    query: empty,
    response: archiveResponse,
  }),
};

export const playlistRoutes = [...Object.values(playlistRouteTable), ...Object.values(publicPlaylistRouteTable)];
