import type * as definitions from '../routes/playlists.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const p = 'user/playlists';
const playlists = { access: 'user', area: 'playlists', source: '001', permissions: ['playlists'] } as const;
const open = { access: 'public', area: 'public', source: '001' } as const;
const key = '{created_on}/{hash_key}';

export const playlistRouteFacts = {
  getList: {
    ...playlists,
    method: 'POST',
    path: `${p}/get-list`,
  },
  search: {
    ...playlists,
    method: 'POST',
    path: `${p}/search`,
  },
  create: {
    ...playlists,
    method: 'POST',
    path: `${p}/create`,
  },
  rename: {
    ...playlists,
    method: 'POST',
    path: `${p}/rename`,
  },
  delete: {
    ...playlists,
    method: 'POST',
    path: `${p}/delete`,
  },
  addMasters: {
    ...playlists,
    method: 'POST',
    path: `${p}/add-masters`,
  },
  getDetails: {
    ...playlists,
    method: 'GET',
    path: `${p}/get-details/{id}`,
  },
  getMastersList: {
    ...playlists,
    method: 'POST',
    path: `${p}/get-masters-list`,
  },
  removeMaster: {
    ...playlists,
    method: 'POST',
    path: `${p}/remove-master`,
  },
  saveOrdering: {
    ...playlists,
    method: 'POST',
    path: `${p}/save-ordering`,
  },
  saveMasterLinkOption: {
    ...playlists,
    method: 'POST',
    path: `${p}/save-master-link-option`,
  },
  savePublicFiles: {
    ...playlists,
    source: 'ours',
    method: 'POST',
    path: `${p}/save-public-files`,
  },
  subscribe: {
    ...playlists,
    method: 'POST',
    path: `${p}/subscribe`,
  },
  unsubscribe: {
    ...playlists,
    method: 'POST',
    path: `${p}/unsubscribe`,
  },
  hasSubscribed: {
    ...playlists,
    method: 'GET',
    path: `${p}/has-subscribed/{created_on}/{hash_key}`,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

export const publicPlaylistRouteFacts = {
  getDetails: {
    ...open,
    method: 'GET',
    path: `playlists/get-details/${key}`,
  },
  getMastersList: {
    ...open,
    method: 'POST',
    path: 'playlists/get-masters-list',
  },
  download: {
    ...open,
    method: 'GET',
    path: `playlists/download/${key}`,
  },
  downloadProres: {
    ...open,
    method: 'GET',
    path: `playlists/download/${key}/prores`,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const playlistRouteTable = /* @__PURE__ */ typedFacts<typeof definitions.playlistRouteTable>(playlistRouteFacts);
export const publicPlaylistRouteTable =
  /* @__PURE__ */ typedFacts<typeof definitions.publicPlaylistRouteTable>(publicPlaylistRouteFacts);
