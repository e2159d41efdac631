import { listPlaylists } from '@masterport/core/playlists';
import { keys, playlistTableItem, writeInBatches, type Db, type PlaylistItem } from '@masterport/data';
import { benchAuth } from '../bench-auth.ts';
import type { ListScenario } from './scenario.ts';

/** A playlist as `create` writes it, empty (a mosaic's masters would add one BatchGet per page at either size). */
function benchPlaylist(accountId: string, index: number): PlaylistItem {
  const created = new Date(Date.parse('2026-01-01T00:00:00Z') + index * 60_000).toISOString();
  const name = `Winter reel ${index}`;
  return {
    id: `${accountId}-playlist-${index}`,
    account_id: accountId,
    name,
    hash_key: `h${index}`,
    created_on: created,
    modified_on: created,
    created_by: 'bench',
    hide_master_links: false,
    master_ids: [],
    revision: 1,
    search_text: name.toLowerCase(),
  };
}

async function seed(db: Db, accountId: string, count: number): Promise<void> {
  await writeInBatches(db, [
    ...Array.from({ length: count }, (_, index) => ({
      PutRequest: { Item: playlistTableItem(benchPlaylist(accountId, index)) },
    })),
    // The count each create raised.
    { PutRequest: { Item: { ...keys.playlistCount(accountId), type: 'playlist_count', count } } },
  ]);
}

export const scenarios: ListScenario[] = [
  {
    name: 'playlists, page 1',
    seed,
    readPage: async (_db, accountId) => void (await listPlaylists(benchAuth(accountId), 1, {})),
  },
];
