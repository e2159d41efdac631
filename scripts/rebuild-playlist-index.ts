/**
 * Rewrites every playlist subscription with the playlists list's keys (packages/data/src/entities/playlist.ts:
 * among the subscriber's playlists by the playlist's creation date, and among the playlist's
 * subscribers) and sets each account's count of listed playlists: run once after deploying the
 * paged playlists list over playlists stored before it; running it again changes nothing. The
 * table is TABLE_NAME; credentials and region come from the environment as for any AWS SDK call.
 *
 *   TABLE_NAME=<table> npm run rebuild-playlist-index
 */
import { createDb, rebuildPlaylistIndexes } from '@masterport/data';

const tableName = process.env.TABLE_NAME;
if (!tableName) throw new Error('Set TABLE_NAME to the table to index.');
const rewritten = await rebuildPlaylistIndexes(createDb(tableName));
console.log(`Indexed ${rewritten} playlist subscriptions of ${tableName}.`);
