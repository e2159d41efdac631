import * as z from 'zod';
import { defineRoute } from '../route.ts';
import { shareLinkParams } from '../schemas/fields.ts';
import { archiveResponse, pageQuery } from '../schemas/masters.ts';
import * as s from '../schemas/playlists.ts';

const p = 'user/playlists';
const playlists = { access: 'user', area: 'playlists', source: '001', permissions: ['playlists'] } as const;
const empty = z.strictObject({});

/** An account's playlists and the ones it saved (seed 001 "Playlists"): every call needs the `playlists` key. */
export const playlistRouteTable = {
  getList: defineRoute({
    ...playlists,
    method: 'POST',
    path: `${p}/get-list`,
    query: pageQuery,
    body: s.playlistListFilters,
    response: s.playlistListResponse,
  }),
  search: defineRoute({
    ...playlists,
    method: 'POST',
    path: `${p}/search`,
    body: s.searchPlaylistsBody,
    response: s.playlistsSearchResponse,
  }),
  create: defineRoute({
    ...playlists,
    method: 'POST',
    path: `${p}/create`,
    body: s.createPlaylistBody,
    response: s.playlistResponse,
  }),
  rename: defineRoute({
    ...playlists,
    method: 'POST',
    path: `${p}/rename`,
    body: s.renamePlaylistBody,
    response: s.playlistResponse,
  }),
  delete: defineRoute({
    ...playlists,
    method: 'POST',
    path: `${p}/delete`,
    body: s.playlistIdBody,
    response: z.object({ success: z.literal(true) }),
  }),
  addMasters: defineRoute({
    ...playlists,
    method: 'POST',
    path: `${p}/add-masters`,
    body: s.addMastersBody,
    response: s.addMastersResponse,
  }),
  getDetails: defineRoute({
    ...playlists,
    method: 'GET',
    path: `${p}/get-details/{id}`,
    params: s.playlistIdParams,
    query: empty,
    response: s.playlistResponse,
  }),
  getMastersList: defineRoute({
    ...playlists,
    method: 'POST',
    path: `${p}/get-masters-list`,
    body: s.playlistMastersBody,
    response: s.playlistMastersResponse,
  }),
  removeMaster: defineRoute({
    ...playlists,
    method: 'POST',
    path: `${p}/remove-master`,
    body: s.removeMasterBody,
    response: s.playlistResponse,
  }),
  saveOrdering: defineRoute({
    ...playlists,
    method: 'POST',
    path: `${p}/save-ordering`,
    body: s.saveOrderingBody,
    response: s.playlistResponse,
  }),
  saveMasterLinkOption: defineRoute({
    ...playlists,
    method: 'POST',
    path: `${p}/save-master-link-option`,
    body: s.saveMasterLinkOptionBody,
    response: s.playlistResponse,
  }),
  savePublicFiles: defineRoute({
    ...playlists,
    source: 'ours',
    method: 'POST',
    path: `${p}/save-public-files`,
    body: s.savePlaylistPublicFilesBody,
    response: s.playlistResponse,
  }),
  subscribe: defineRoute({
    ...playlists,
    method: 'POST',
    path: `${p}/subscribe`,
    body: s.playlistLinkBody,
    response: s.playlistResponse,
  }),
  unsubscribe: defineRoute({
    ...playlists,
    method: 'POST',
    path: `${p}/unsubscribe`,
    body: s.playlistIdBody,
    response: z.object({ success: z.literal(true) }),
  }),
  hasSubscribed: defineRoute({
    ...playlists,
    method: 'GET',
    path: `${p}/has-subscribed/{created_on}/{hash_key}`,
    params: shareLinkParams(),
    query: empty,
    response: s.hasSubscribedResponse,
  }),
};

const open = { access: 'public', area: 'public', source: '001' } as const;
const key = '{created_on}/{hash_key}';
/** The public player's calls: anyone holding the playlist's link. */
export const publicPlaylistRouteTable = {
  getDetails: defineRoute({
    ...open,
    method: 'GET',
    path: `playlists/get-details/${key}`,
    params: shareLinkParams(),
    query: empty,
    response: s.publicPlaylistResponse,
  }),
  getMastersList: defineRoute({
    ...open,
    method: 'POST',
    path: 'playlists/get-masters-list',
    body: s.playlistLinkBody,
    response: s.publicPlaylistMastersResponse,
  }),
  /** The zip of the masters' viewing files: prepared in the background, asked again until ready. */
  download: defineRoute({
    ...open,
    method: 'GET',
    path: `playlists/download/${key}`,
    params: shareLinkParams(),
    query: empty,
    response: archiveResponse,
  }),
  downloadProres: defineRoute({
    ...open,
    method: 'GET',
    path: `playlists/download/${key}/prores`,
    params: shareLinkParams(),
    query: empty,
    response: archiveResponse,
  }),
};

export const playlistRoutes = [...Object.values(playlistRouteTable), ...Object.values(publicPlaylistRouteTable)];
