import { pendingRoutes } from './pending.ts';

const p = 'user/playlists';
export const playlistRoutes = pendingRoutes('playlists', 'user', '001', `
POST ${p}/get-list playlists
POST ${p}/search playlists
POST ${p}/add-masters playlists
POST ${p}/create playlists
POST ${p}/rename playlists
POST ${p}/delete playlists
POST ${p}/unsubscribe playlists
POST ${p}/subscribe playlists
GET ${p}/has-subscribed/{created_on}/{hash_key} playlists
GET ${p}/get-details/{id} playlists
POST ${p}/get-masters-list playlists
POST ${p}/remove-master playlists
POST ${p}/save-ordering playlists
POST ${p}/save-master-link-option playlists
`);
