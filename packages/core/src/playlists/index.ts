export * from './playlists.ts';
export * from './playlist-masters.ts';
export * from './subscriptions.ts';
export * from './public-playlist.ts';
