import { PLAYLISTS_SCAN_BOUND } from '@masterport/contract';
import { keys, playlistTableItem, writeInBatches, type Db, type PlaylistItem } from '@masterport/data';
import { describe, expect, it } from 'vitest';
import { givenAccount, type GivenAccount } from '../testing/accounts.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { listPlaylists, searchPlaylists } from './playlists.ts';

const ports = useFakePorts();

/** An empty playlist as `create` writes it, created `index` minutes into 2026 (a higher index is newer). */
function playlistOf(owner: GivenAccount, index: number, name: string): PlaylistItem {
  const created = new Date(Date.parse('2026-01-01T00:00:00Z') + index * 60_000).toISOString();
  return {
    id: `${owner.account.id}-playlist-${index}`,
    account_id: owner.account.id,
    name,
    hash_key: `hash-${owner.account.id}-${index}`,
    created_on: created,
    modified_on: created,
    created_by: owner.auth.userId,
    hide_master_links: false,
    master_ids: [],
    revision: 1,
    search_text: name.toLowerCase(),
  };
}

/** One more playlist than the bound, the oldest and two newer ones named "Spring ...", written with the account's count. */
async function givenPlaylistsBeyondTheBound(db: Db, owner: GivenAccount): Promise<void> {
  const playlists = Array.from({ length: PLAYLISTS_SCAN_BOUND + 1 }, (_, index) =>
    playlistOf(owner, index, index === 0 || index % 500 === 1 ? `Spring reel ${index}` : `Winter reel ${index}`),
  );
  await writeInBatches(db, [
    ...playlists.map((playlist) => ({ PutRequest: { Item: playlistTableItem(playlist) } })),
    {
      PutRequest: {
        Item: { ...keys.playlistCount(owner.account.id), type: 'playlist_count', count: playlists.length },
      },
    },
  ]);
}

describe('Function: listPlaylists', () => {
  it('says a search or an order by name stopped at the bound before the oldest playlists; the newest-first list did not', async () => {
    // Prepare
    const agency = await givenAccount('content_creator');
    await givenPlaylistsBeyondTheBound(ports.db, agency);

    // Act
    const searched = await listPlaylists(agency.auth, 1, { filter_search_query: 'spring' });
    const byName = await listPlaylists(agency.auth, 1, { order_by: 'name' });
    const newest = await listPlaylists(agency.auth, 1, {});

    // Assess
    expect(searched.playlists_list.map((playlist) => playlist.name)).toEqual(['Spring reel 501', 'Spring reel 1']);
    expect([searched.total, searched.searched_all]).toEqual([2, false]);
    expect([byName.total, byName.searched_all]).toEqual([PLAYLISTS_SCAN_BOUND, false]);
    expect([newest.total, newest.searched_all]).toEqual([PLAYLISTS_SCAN_BOUND + 1, true]);
  });
});

describe('Function: searchPlaylists', () => {
  it('finds the account\u2019s own playlists by every word of their name, newest first, reading no further than the bound', async () => {
    // Prepare
    const agency = await givenAccount('content_creator');
    await givenPlaylistsBeyondTheBound(ports.db, agency);
    const other = await givenAccount('content_creator');
    await writeInBatches(ports.db, [{ PutRequest: { Item: playlistTableItem(playlistOf(other, 2, 'Spring reel')) } }]);

    // Act
    const spring = await searchPlaylists(agency.auth, 'SPRING reel');
    const everything = await searchPlaylists(agency.auth, '');
    const nothing = await searchPlaylists(agency.auth, 'autumn');

    // Assess
    expect(spring.playlists_list.map((playlist) => playlist.name)).toEqual(['Spring reel 501', 'Spring reel 1']);
    expect(spring.searched_all).toBe(false);
    expect(everything.playlists_list.map((playlist) => playlist.name)).toEqual(
      Array.from(
        { length: 20 },
        (_, i) => `${(PLAYLISTS_SCAN_BOUND - i) % 500 === 1 ? 'Spring' : 'Winter'} reel ${PLAYLISTS_SCAN_BOUND - i}`,
      ),
    );
    expect([nothing.playlists_list, nothing.searched_all]).toEqual([[], false]);
  });

  it('says it searched every playlist of an account with fewer than the bound', async () => {
    // Prepare
    const agency = await givenAccount('content_creator');
    await writeInBatches(ports.db, [
      { PutRequest: { Item: playlistTableItem(playlistOf(agency, 1, 'Spring reel')) } },
      { PutRequest: { Item: playlistTableItem(playlistOf(agency, 2, 'Winter reel')) } },
    ]);

    // Act
    const spring = await searchPlaylists(agency.auth, 'spring');

    // Assess
    expect([spring.playlists_list.map((playlist) => playlist.name), spring.searched_all]).toEqual([
      ['Spring reel'],
      true,
    ]);
  });
});
