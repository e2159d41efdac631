import { describe, expect, inject, it } from 'vitest';
import yauzl from 'yauzl';
import { playlistRouteTable, type RouteDefinition } from '@masterport/contract';
import { createDb, getPlaylist, replacePlaylist, updateMasterFields } from '@masterport/data';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { radioSpot } from '@masterport/media/test-fixtures';
import { ApiClient, signedInClient as signedIn } from '../support/client.ts';
import { createRadioMaster } from '../support/processing.ts';

interface Playlist {
  id: string;
  name: string;
  created_on: string;
  hash_key: string;
  masters_count: number;
  hide_master_links: boolean;
  is_owner: boolean;
  owner: { name: string };
  thumbnails: string[];
}
interface Line {
  id: string | null;
  title: string;
  hash_key: string | null;
}
interface Archive {
  id: string;
  status: 'preparing' | 'ready' | 'failed';
  filename: string;
  file_count: number;
  size: number;
  download_url: string | null;
}
interface Master {
  id: string;
  title: string;
  outputs: { output_key: string; filename: string; size: number }[];
}

const p = 'user/playlists';
const db = () => createDb(inject('tableName'));

const draft = (client: ApiClient, title: string) =>
  createRadioMaster<{ id: string; title: string }>(client, { mode: 'draft', slate: { title } });

async function playlistOf(client: ApiClient, name: string, masterIds?: string[]): Promise<Playlist> {
  const created = await client.post<{ playlist: Playlist }>(`${p}/create`, {
    name,
    ...(masterIds ? { master_ids: masterIds } : {}),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.playlist;
}

const titles = async (client: ApiClient, playlistId: string) =>
  (
    await client.post<{ masters_list: Line[] }>(`${p}/get-masters-list`, { playlist_id: playlistId })
  ).body.masters_list.map((line) => line.title);

/** The entries of a zip as an unzip tool lists them, each read whole (and so checked against its CRC). */
async function zipEntries(bytes: Buffer): Promise<{ name: string; size: number }[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries: { name: string; size: number }[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        stream.on('error', reject);
        stream.on('end', () => {
          entries.push({ name: entry.fileName, size });
          zip.readEntry();
        });
      }),
    );
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

describe('playlists: an account’s reels of masters', () => {
  it('makes a playlist, adds masters once each, orders, renames, hides links, removes, and finds it by name, date and master', async () => {
    // Prepare
    const client = await signedIn('reel');
    const [a, b, c] = [
      await draft(client, 'Alpha spot'),
      await draft(client, 'Bravo spot'),
      await draft(client, 'Charlie spot'),
    ];

    // Act
    const playlist = await playlistOf(client, 'Été 2026', [a.id]);
    const added = await client.post<{ masters_added: number; playlist: Playlist }>(`${p}/add-masters`, {
      id: playlist.id,
      master_ids: [b.id, a.id, c.id, b.id],
    });
    const afterAdd = await titles(client, playlist.id);
    const ordered = await client.post<{ playlist: Playlist }>(`${p}/save-ordering`, {
      id: playlist.id,
      master_file_ids: [c.id, a.id, b.id],
    });
    const afterOrder = await titles(client, playlist.id);
    const stale = await client.post(`${p}/save-ordering`, { id: playlist.id, master_file_ids: [a.id, b.id] });
    const single = await client.post(`${p}/save-ordering`, { id: playlist.id, master_file_ids: [a.id] });
    const renamed = await client.post<{ playlist: Playlist }>(`${p}/rename`, { id: playlist.id, name: 'Summer reel' });
    const unchanged = await client.post(`${p}/rename`, { id: playlist.id, name: 'Summer reel' });
    const hidden = await client.post<{ playlist: Playlist }>(`${p}/save-master-link-option`, {
      id: playlist.id,
      option: 'hide',
    });
    const removed = await client.post<{ playlist: Playlist }>(`${p}/remove-master`, {
      id: playlist.id,
      master_id: a.id,
    });
    const notIn = await client.post(`${p}/remove-master`, { id: playlist.id, master_id: a.id });
    const other = await playlistOf(client, 'Winter reel');
    const byName = await client.post<{ playlists_list: Playlist[] }>(`${p}/get-list?page=1`, {
      filter_search_query: 'SUMMER',
    });
    const byMaster = await client.post<{ playlists_list: Playlist[] }>(`${p}/get-list?page=1`, {
      master_file_id: c.id,
    });
    const byName2 = await client.post<{ playlists_list: Playlist[] }>(`${p}/get-list?page=1`, {
      order_by: 'name',
      order_card: 'asc',
    });
    const future = await client.post<{ playlists_list: Playlist[]; total: number }>(`${p}/get-list?page=1`, {
      filter_by_start_date: '2999-01-01',
    });
    const search = await client.post<{ playlists_list: Playlist[] }>(`${p}/search`, { query: 'win' });
    const tab = await client.post<{ playlists_list: { id: string; name: string; masters_count: number }[] }>(
      'user/master-files/get-playlists-list?page=1',
      { master_id: c.id },
    );
    const details = await client.get<{ playlist: Playlist }>(`${p}/get-details/${playlist.id}`);

    // Assess
    expect(playlist).toMatchObject({ name: 'Été 2026', masters_count: 1, is_owner: true, hide_master_links: false });
    expect(playlist.hash_key.length).toBeGreaterThanOrEqual(22);
    expect(added.body.masters_added).toBe(2);
    expect(afterAdd).toEqual(['Alpha spot', 'Bravo spot', 'Charlie spot']);
    expect(ordered.status).toBe(200);
    expect(afterOrder).toEqual(['Charlie spot', 'Alpha spot', 'Bravo spot']);
    expect(stale.body.code).toBe('changed_meanwhile');
    expect([single.status, single.body.fields?.master_file_ids]).toEqual([400, 'ordering_needs_two']);
    expect(renamed.body.playlist.name).toBe('Summer reel');
    expect(unchanged.body.code).toBe('no_changes');
    expect(hidden.body.playlist.hide_master_links).toBe(true);
    expect(removed.body.playlist.masters_count).toBe(2);
    expect(notIn.body.code).toBe('not_found');
    expect(await titles(client, playlist.id)).toEqual(['Charlie spot', 'Bravo spot']);
    expect(byName.body.playlists_list.map((item) => item.id)).toEqual([playlist.id]);
    expect(byMaster.body.playlists_list.map((item) => item.id)).toEqual([playlist.id]);
    expect(byName2.body.playlists_list.map((item) => item.name)).toEqual(['Summer reel', 'Winter reel']);
    expect(future.body).toMatchObject({ playlists_list: [], total: 0 });
    expect(search.body.playlists_list.map((item) => item.id)).toEqual([other.id]);
    expect(tab.body.playlists_list).toEqual([
      { id: playlist.id, name: 'Summer reel', created_on: playlist.created_on, masters_count: 2 },
    ]);
    expect(details.body.playlist).toMatchObject({
      id: playlist.id,
      name: 'Summer reel',
      masters_count: 2,
      is_owner: true,
    });
  }, 60_000);

  it('refuses masters that are processing or archived, more than 100, more than 4 on a demo account, and a demo playlist’s last master', async () => {
    // Prepare
    const client = await signedIn('rules');
    const [busy, archived, fine] = [
      await draft(client, 'Busy'),
      await draft(client, 'Archived'),
      await draft(client, 'Fine'),
    ];
    await updateMasterFields(db(), busy.id, { is_running: true });
    await updateMasterFields(db(), archived.id, { archived: true, archive_status: 'archived' });
    const full = await playlistOf(client, 'Full');
    const stored = (await getPlaylist(db(), full.id))!;
    await replacePlaylist(db(), stored, {
      ...stored,
      master_ids: Array.from({ length: 100 }, (_, index) => `missing${index}`),
      revision: stored.revision + 1,
    });
    const demo = new ApiClient();
    await demo.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });
    const demoMasters = await Promise.all(Array.from({ length: 5 }, (_, index) => draft(demo, `Demo ${index}`)));

    // Act
    const withBusy = await client.post(`${p}/create`, { name: 'Busy', master_ids: [fine.id, busy.id] });
    const withArchived = await client.post(`${p}/create`, { name: 'Archived', master_ids: [archived.id] });
    const overFull = await client.post(`${p}/add-masters`, { id: full.id, master_ids: [fine.id] });
    const demoFive = await demo.post(`${p}/create`, {
      name: 'Five',
      master_ids: demoMasters.map((master) => master.id),
    });
    const demoOne = await playlistOf(demo, 'One', [demoMasters[0]!.id]);
    const demoLast = await demo.post(`${p}/remove-master`, { id: demoOne.id, master_id: demoMasters[0]!.id });
    const list = await client.post<{ total: number }>(`${p}/get-list?page=1`, {});

    // Assess
    expect([withBusy.status, withBusy.body.code, withBusy.body.details]).toEqual([
      400,
      'master_busy',
      [expect.any(String)],
    ]);
    expect(withArchived.body.code).toBe('master_archived');
    expect(overFull.body.code).toBe('playlist_full');
    expect(demoFive.body.code).toBe('demo_playlist_limit');
    expect(demoLast.body.code).toBe('demo_playlist_empty');
    // Nothing refused was written.
    expect(list.body.total).toBe(1);
  }, 60_000);

  it('is another account’s business: every call that takes a playlist answers data_restriction, and a saved one is read-only', async () => {
    // Prepare
    const owner = await signedIn('owner');
    const master = await draft(owner, 'Private spot');
    const second = await draft(owner, 'Second spot');
    const playlist = await playlistOf(owner, 'Private', [master.id, second.id]);
    const outsider = await signedIn('outsider');
    const subscriber = await signedIn('subscriber');
    await subscriber.post(`${p}/subscribe`, { created_on: playlist.created_on, hash_key: playlist.hash_key });
    // Every call of the area that names a playlist, with a body that is right but for whose it is.
    const bodies: Record<string, Record<string, unknown>> = {
      rename: { id: playlist.id, name: 'Mine now' },
      delete: { id: playlist.id },
      addMasters: { id: playlist.id, master_ids: [master.id] },
      getMastersList: { playlist_id: playlist.id },
      removeMaster: { id: playlist.id, master_id: master.id },
      saveOrdering: { id: playlist.id, master_file_ids: [second.id, master.id] },
      saveMasterLinkOption: { id: playlist.id, option: 'hide' },
      savePublicFiles: { id: playlist.id, broadcast: true, until: null },
      unsubscribe: { id: playlist.id },
      getDetails: {},
    };
    const takesPlaylist = Object.entries(playlistRouteTable).filter(
      ([, route]) =>
        /\{id\}/.test(route.path) ||
        'id' in (route.body as { shape?: object }).shape! ||
        'playlist_id' in (route.body as { shape?: object }).shape!,
    );
    const call = (client: ApiClient, route: RouteDefinition, name: string) =>
      route.method === 'GET'
        ? client.get(route.path.replace('{id}', playlist.id))
        : client.post(route.path, bodies[name]);

    // Act
    const outsiders = await Promise.all(takesPlaylist.map(([name, route]) => call(outsider, route, name)));
    const readOnly = await Promise.all(takesPlaylist.map(([name, route]) => call(subscriber, route, name)));
    const still = await titles(owner, playlist.id);

    // Assess
    expect(takesPlaylist.map(([name]) => name).sort()).toEqual(Object.keys(bodies).sort());
    expect(Object.fromEntries(takesPlaylist.map(([name], index) => [name, outsiders[index]!.body.code]))).toEqual(
      Object.fromEntries(takesPlaylist.map(([name]) => [name, 'data_restriction'])),
    );
    const readOnlyCodes = Object.fromEntries(
      takesPlaylist.map(([name], index) => [name, readOnly[index]!.status === 200 ? 'ok' : readOnly[index]!.body.code]),
    );
    expect(readOnlyCodes).toEqual({
      rename: 'playlist_read_only',
      delete: 'playlist_read_only',
      addMasters: 'playlist_read_only',
      removeMaster: 'playlist_read_only',
      saveOrdering: 'playlist_read_only',
      saveMasterLinkOption: 'playlist_read_only',
      savePublicFiles: 'playlist_read_only',
      getMastersList: 'ok',
      getDetails: 'ok',
      unsubscribe: 'ok',
    });
    expect(still).toEqual(['Private spot', 'Second spot']);
  }, 60_000);

  it('lets another account save a playlist by its link, follow the owner’s changes and let it go; never the owner, never a guessed link', async () => {
    // Prepare
    const owner = await signedIn('reelowner');
    const master = await draft(owner, 'Shared spot');
    const playlist = await playlistOf(owner, 'Client reel', [master.id]);
    const viewer = await signedIn('viewer');
    const link = { created_on: playlist.created_on, hash_key: playlist.hash_key };

    // Act
    const before = await viewer.get<{ subscribed: boolean; is_owner: boolean; playlist_id: string | null }>(
      `${p}/has-subscribed/${link.created_on}/${link.hash_key}`,
    );
    const own = await owner.post(`${p}/subscribe`, link);
    const ownCheck = await owner.get<{ is_owner: boolean; playlist_id: string }>(
      `${p}/has-subscribed/${link.created_on}/${link.hash_key}`,
    );
    const guessed = await viewer.post(`${p}/subscribe`, { ...link, hash_key: 'A'.repeat(27) });
    const saved = await viewer.post<{ playlist: Playlist }>(`${p}/subscribe`, link);
    const twice = await viewer.post(`${p}/subscribe`, link);
    await owner.post(`${p}/rename`, { id: playlist.id, name: 'Client reel v2' });
    await owner.post(`${p}/save-master-link-option`, { id: playlist.id, option: 'hide' });
    const list = await viewer.post<{ playlists_list: Playlist[] }>(`${p}/get-list?page=1`, {});
    const lines = await viewer.post<{ masters_list: Line[] }>(`${p}/get-masters-list`, { playlist_id: playlist.id });
    const after = await viewer.get<{ subscribed: boolean; playlist_id: string }>(
      `${p}/has-subscribed/${link.created_on}/${link.hash_key}`,
    );
    const left = await viewer.post(`${p}/unsubscribe`, { id: playlist.id });
    const listAfter = await viewer.post<{ playlists_list: Playlist[] }>(`${p}/get-list?page=1`, {});
    await viewer.post(`${p}/subscribe`, link);
    const deleted = await owner.post(`${p}/delete`, { id: playlist.id });
    const listGone = await viewer.post<{ playlists_list: Playlist[] }>(`${p}/get-list?page=1`, {});
    const publicGone = await new ApiClient().get(`playlists/get-details/${link.created_on}/${link.hash_key}`);

    // Assess
    expect(before.body).toMatchObject({ subscribed: false, is_owner: false, playlist_id: null });
    expect(own.body.code).toBe('playlist_already_owned');
    expect(ownCheck.body).toMatchObject({ is_owner: true, playlist_id: playlist.id });
    expect(guessed.body.code).toBe('not_found');
    expect(saved.body.playlist).toMatchObject({ id: playlist.id, is_owner: false });
    expect(twice.status).toBe(200);
    expect(list.body.playlists_list.map((item) => [item.name, item.is_owner])).toEqual([['Client reel v2', false]]);
    // A saved playlist shows no master ids of the other account, and no master links once hidden.
    expect(lines.body.masters_list).toEqual([
      expect.objectContaining({ id: null, title: 'Shared spot', hash_key: null }),
    ]);
    expect(after.body).toMatchObject({ subscribed: true, playlist_id: playlist.id });
    expect(left.status).toBe(200);
    expect(listAfter.body.playlists_list).toEqual([]);
    expect(deleted.status).toBe(200);
    expect(listGone.body.playlists_list).toEqual([]);
    expect(publicGone.status).toBe(404);
  }, 60_000);

  it('pages by the account\u2019s partition: own and saved playlists once each, newest first, counted as they are made, saved, let go and deleted', async () => {
    // Prepare
    const owner = await signedIn('reelpages');
    const other = await signedIn('reelsaver');
    const made: Playlist[] = [];
    for (let index = 0; index < 26; index += 1) made.push(await playlistOf(owner, `Reel ${index}`));
    const shared = await playlistOf(other, 'Their reel');
    expect(
      (await owner.post(`${p}/subscribe`, { created_on: shared.created_on, hash_key: shared.hash_key })).status,
    ).toBe(200);
    const gone = made.shift()!;
    expect((await owner.post(`${p}/delete`, { id: gone.id })).status).toBe(200);
    type Page = { playlists_list: Playlist[]; pages_count: number; total: number };
    const pages = async () => {
      const answers: Page[] = [];
      for (const page of [1, 2, 3, 4]) answers.push((await owner.post<Page>(`${p}/get-list?page=${page}`, {})).body);
      return answers;
    };

    // Act
    const listed = await pages();
    const leftOther = await other.post(`${p}/delete`, { id: shared.id });
    const afterTheirs = (await owner.post<Page>(`${p}/get-list?page=1`, {})).body;

    // Assess
    const newestFirst = [...made, shared]
      .sort((a, b) => b.created_on.localeCompare(a.created_on) || b.id.localeCompare(a.id))
      .map((playlist) => playlist.id);
    expect(listed.flatMap((page) => page.playlists_list.map((playlist) => playlist.id))).toEqual(newestFirst);
    expect(listed.map((page) => [page.playlists_list.length, page.pages_count, page.total])).toEqual([
      [12, 3, 26],
      [12, 3, 26],
      [2, 3, 26],
      [0, 3, 26],
    ]);
    expect(listed[0]!.playlists_list.find((playlist) => playlist.id === shared.id)).toMatchObject({
      is_owner: false,
      owner: { name: expect.stringContaining('Agency') },
    });
    expect(leftOther.status).toBe(200);
    expect([afterTheirs.total, afterTheirs.playlists_list.map((playlist) => playlist.id)]).toEqual([
      25,
      newestFirst.filter((id) => id !== shared.id).slice(0, 12),
    ]);
  }, 60_000);

  it('plays publicly in order, and zips each master’s viewing file, numbered, once per revision of the playlist', async () => {
    // Prepare
    const owner = await signedIn('player');
    const audio = await radioSpot('wav', 2, -14);
    const one = await createRadioMaster<Master>(owner, { slate: { title: 'First on air' }, audio });
    const two = await createRadioMaster<Master>(owner, { slate: { title: 'Second on air' }, audio });
    const playlist = await playlistOf(owner, 'Radio reel: fall', [one.id, two.id]);
    const visitor = new ApiClient();
    const key = `${playlist.created_on}/${playlist.hash_key}`;

    // Act
    const details = await visitor.get<{ playlist: Record<string, unknown> }>(`playlists/get-details/${key}`);
    const masters = await visitor.post<{
      masters_list: { title: string; preview: { kind: string } | null; link: unknown }[];
    }>('playlists/get-masters-list', { created_on: playlist.created_on, hash_key: playlist.hash_key });
    const guessed = await visitor.get(`playlists/get-details/${playlist.created_on}/${'B'.repeat(27)}`);
    const asked = await visitor.get<{ archive: Archive }>(`playlists/download/${key}`);
    let archive = asked.body.archive;
    for (let tries = 0; archive.status === 'preparing' && tries < 150; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      archive = (await visitor.get<{ archive: Archive }>(`playlists/download/${key}`)).body.archive;
    }
    const zip = Buffer.from(await (await fetch(archive.download_url!)).arrayBuffer());
    const prores = await visitor.get(`playlists/download/${key}/prores`);
    await owner.post(`${p}/save-ordering`, { id: playlist.id, master_file_ids: [two.id, one.id] });
    const reordered = await visitor.get<{ archive: Archive }>(`playlists/download/${key}`);

    // Assess
    expect(details.body.playlist).toMatchObject({
      name: 'Radio reel: fall',
      masters_count: 2,
      hide_master_links: false,
      has_prores: false,
      owner: { name: expect.any(String), logo_url: null },
    });
    expect(JSON.stringify(details.body)).not.toContain(playlist.id);
    expect(masters.body.masters_list.map((master) => [master.title, master.preview?.kind, master.link])).toEqual([
      ['First on air', 'audio', { created_on: expect.any(String), hash_key: expect.any(String) }],
      ['Second on air', 'audio', { created_on: expect.any(String), hash_key: expect.any(String) }],
    ]);
    expect(guessed.status).toBe(404);
    expect(asked.body.archive).toMatchObject({ status: 'preparing', file_count: 2, download_url: null });
    expect(archive).toMatchObject({ status: 'ready', filename: 'Radio-reel-fall.zip', size: zip.length });
    const mp3 = (master: Master) => master.outputs.find((output) => output.output_key === 'RADIO_MP3_320')!;
    expect(await zipEntries(zip)).toEqual([
      { name: `01_${mp3(one).filename}`, size: mp3(one).size },
      { name: `02_${mp3(two).filename}`, size: mp3(two).size },
    ]);
    // ProRes files are broadcast files: not offered until the owner turns them on (public-playlist-files.test.ts).
    expect(prores.body.code).toBe('public_file_not_shared');
    expect(reordered.body.archive.id).not.toBe(archive.id);
  }, 240_000);

  it('loses a master deleted for good, everywhere it was', async () => {
    const client = await signedIn('cleanup');
    const [kept, gone] = [await draft(client, 'Kept'), await draft(client, 'Gone')];
    const playlist = await playlistOf(client, 'Cleanup', [kept.id, gone.id]);

    const deleted = await client.post('user/master-files/delete', { master_id: gone.id });
    const details = await client.get<{ playlist: Playlist }>(`${p}/get-details/${playlist.id}`);

    expect(deleted.status).toBe(200);
    expect(details.body.playlist.masters_count).toBe(1);
    expect(await titles(client, playlist.id)).toEqual(['Kept']);
  }, 60_000);
});
