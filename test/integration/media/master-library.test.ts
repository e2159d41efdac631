import { describe, expect, inject, it } from 'vitest';
import { createDb, getMaster, rebuildMasterIndexes, syncMasterIndex } from '@masterport/data';
import { tvCaptions, webSpot } from '@masterport/media/test-fixtures';
import { signedInClient as signedIn, type ApiClient } from '../support/client.ts';
import { createRadioMaster, radioSlate, uploadAsset, waitForProcessing } from '../support/processing.ts';

interface Master {
  id: string;
  title: string;
  unique_id: string;
  tags: { id: string; name: string }[];
  tvb_number: string | null;
  asc_number: string | null;
}

async function draft(client: ApiClient, title: string): Promise<Master> {
  const master = await createRadioMaster<Master>(client, { mode: 'draft', slate: { title } });
  expect(master.title).toBe(title);
  return master;
}

const m = 'user/master-files';

describe('the masters library: tags, clearance numbers, the playlists tab', () => {
  it('tags masters once each (without case or accents), finds tags by prefix, groups masters under them and filters the list by one', async () => {
    // Prepare
    const client = await signedIn('tagger');
    const first = await draft(client, 'First spot');
    const second = await draft(client, 'Second spot');
    const third = await draft(client, 'Third spot');

    // Act
    const added = await client.post<{ master: Master }>(`${m}/tags/add`, { master_id: first.id, tag: 'Été' });
    await client.post(`${m}/tags/add`, { master_id: second.id, tag: 'ete' });
    await client.post(`${m}/tags/add`, { master_id: second.id, tag: 'Poutine' });
    const duplicate = await client.post(`${m}/tags/add`, { master_id: first.id, tag: 'ETE' });
    const malformed = await client.post(`${m}/tags/add`, { master_id: first.id, tag: 'two words' });
    const search = await client.post<{ tags_list: { name: string; count: number }[] }>(`${m}/tags/search`, {
      query: 'et',
    });
    const view = await client.post<{ tags_list: { name: string; count: number; masters: Master[] }[] }>(
      `${m}/get-tags-list?page=1`,
      {},
    );
    const filtered = await client.post<{ masters_list: Master[] }>(`${m}/get-list?page=1`, { filter_by_tag: 'ÉTÉ' });
    const removed = await client.post<{ master: Master }>(`${m}/tags/delete`, {
      master_id: second.id,
      tag_id: (await client.get<{ master: Master }>(`${m}/get-details/${second.id}`)).body.master.tags.find(
        (tag) => tag.name === 'Été',
      )!.id,
    });
    const afterRemoval = await client.post<{ tags_list: { name: string; count: number }[] }>(`${m}/tags/search`, {
      query: '',
    });

    // Assess
    expect(added.body.master.tags.map((tag) => tag.name)).toEqual(['Été']);
    expect(duplicate.body.code).toBe('duplicate_master_tag');
    expect([malformed.status, malformed.body.fields?.tag]).toEqual([400, 'tag_format']);
    // The account writes a tag one way: "ete" joined the tag first written "Été".
    expect(search.body.tags_list).toEqual([{ id: expect.any(String), name: 'Été', count: 2 }]);
    expect(view.body.tags_list.map((tag) => [tag.name, tag.count, tag.masters.map((master) => master.title)])).toEqual([
      ['Été', 2, ['Second spot', 'First spot']],
      ['Poutine', 1, ['Second spot']],
    ]);
    expect(filtered.body.masters_list.map((master) => master.title)).toEqual(['Second spot', 'First spot']);
    expect(removed.body.master.tags.map((tag) => tag.name)).toEqual(['Poutine']);
    expect(afterRemoval.body.tags_list.map((tag) => [tag.name, tag.count])).toEqual([
      ['Été', 1],
      ['Poutine', 1],
    ]);
    expect(third.tags).toEqual([]);
  }, 60_000);

  it('saves TVB and ASC numbers (empty clears), refuses them on a locked master, and answers an empty playlists tab', async () => {
    const client = await signedIn('clearance');
    const master = await draft(client, 'Cleared spot');

    const tvb = await client.post<{ master: Master }>(`${m}/save-tvb-number`, {
      master_id: master.id,
      tvb_number: 'tvb-12345',
    });
    const asc = await client.post<{ master: Master }>(`${m}/save-asc-number`, {
      master_id: master.id,
      asc_number: 'ASC9',
    });
    const cleared = await client.post<{ master: Master }>(`${m}/save-asc-number`, {
      master_id: master.id,
      asc_number: '',
    });
    const malformed = await client.post(`${m}/save-tvb-number`, {
      master_id: master.id,
      tvb_number: 'no spaces please',
    });
    await client.post(`${m}/lock`, { master_id: master.id });
    const locked = await client.post(`${m}/save-tvb-number`, { master_id: master.id, tvb_number: 'TVB1' });
    const playlists = await client.post<{ playlists_list: unknown[]; has_more: boolean }>(
      `${m}/get-playlists-list?page=1`,
      { master_id: master.id },
    );

    expect(tvb.body.master.tvb_number).toBe('TVB-12345');
    expect(asc.body.master).toMatchObject({ tvb_number: 'TVB-12345', asc_number: 'ASC9' });
    expect(cleared.body.master.asc_number).toBeNull();
    expect([malformed.status, malformed.body.fields?.tvb_number]).toEqual([400, 'clearance_format']);
    expect(locked.body.code).toBe('master_locked');
    expect(playlists.body).toMatchObject({ success: true, playlists_list: [], has_more: false });
  }, 60_000);

  it('keeps another account out of every tag and number call, and its tags out of searches', async () => {
    const owner = await signedIn('tag-owner');
    const outsider = await signedIn('tag-outsider');
    const master = await draft(owner, 'Private spot');
    await owner.post(`${m}/tags/add`, { master_id: master.id, tag: 'Secret' });
    const tagId = (await owner.get<{ master: Master }>(`${m}/get-details/${master.id}`)).body.master.tags[0]!.id;

    const answers = await Promise.all([
      outsider.post(`${m}/tags/add`, { master_id: master.id, tag: 'Mine' }),
      outsider.post(`${m}/tags/delete`, { master_id: master.id, tag_id: tagId }),
      outsider.post(`${m}/save-tvb-number`, { master_id: master.id, tvb_number: 'X1' }),
      outsider.post(`${m}/save-asc-number`, { master_id: master.id, asc_number: 'X1' }),
      outsider.post(`${m}/get-playlists-list?page=1`, { master_id: master.id }),
    ]);
    const search = await outsider.post<{ tags_list: unknown[] }>(`${m}/tags/search`, { query: 'sec' });
    const view = await outsider.post<{ tags_list: unknown[] }>(`${m}/get-tags-list?page=1`, {});

    for (const answer of answers) expect(answer.body.code).toBe('data_restriction');
    expect(search.body.tags_list).toEqual([]);
    expect(view.body.tags_list).toEqual([]);
    expect(
      (await owner.get<{ master: Master }>(`${m}/get-details/${master.id}`)).body.master.tags.map((tag) => tag.name),
    ).toEqual(['Secret']);
  }, 60_000);

  it('finds masters by their slate, their tags and the words said in them (their captions), with the line and its time', async () => {
    // Prepare
    const client = await signedIn('searcher');
    const created = await client.post<{ master_id: string }>(`${m}/create`, {
      mode: 'new_master',
      master_type: 'PUB_WEB',
      audio_type: '2trks',
      title: 'Snack spot',
      unique_id: `SR${Date.now().toString(36).toUpperCase()}`,
      duration: 2,
      language: 'en',
      ratio: '16:9',
      announcer: 'Érable Foods',
      agency: 'North Agency',
      product: 'Bars',
      use_video_audio: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await uploadAsset(client, created.body.master_id, 'captions', await tvCaptions());
    await uploadAsset(client, created.body.master_id, 'video', await webSpot());
    expect((await waitForProcessing(client, created.body.master_id, 300_000)).status).toBe('COMPLETED');
    await draft(client, 'Unrelated spot');

    // Act
    type Found = { masters_list: { master: Master; matches: { field: string; text: string; at: number | null }[] }[] };
    const spoken = await client.post<Found>(`${m}/search`, { query: 'crunchy' });
    const slate = await client.post<Found>(`${m}/search`, { query: 'erable snack' });
    const nothing = await client.post<Found>(`${m}/search`, { query: 'crunchy unrelated' });
    const listed = await client.post<{ masters_list: Master[] }>(`${m}/get-list?page=1`, {
      filter_search_query: 'stores',
    });
    const tooShort = await client.post(`${m}/search`, { query: 'c' });

    // Assess
    expect(spoken.body.masters_list.map((entry) => entry.master.title)).toEqual(['Snack spot']);
    expect(spoken.body.masters_list[0]!.matches).toEqual([
      { field: 'spoken', text: expect.stringMatching(/CRUNCHY BARS/), at: expect.any(Number) },
    ]);
    expect(spoken.body.masters_list[0]!.matches[0]!.at).toBeGreaterThan(0.5);
    expect(slate.body.masters_list[0]!.matches.map((match) => match.field)).toEqual(['title', 'announcer']);
    expect(nothing.body.masters_list).toEqual([]);
    expect(listed.body.masters_list.map((master) => master.title)).toEqual(['Snack spot']);
    expect([tooShort.status, tooShort.body.fields?.query]).toEqual([400, 'min_2']);
  }, 360_000);

  it('filters type, language and audio from their index partitions, follows a slate edit, finds words by their start (slate and tags), and forgets deleted masters', async () => {
    // Prepare
    const client = await signedIn('indexer');
    const outsider = await signedIn('index-outsider');
    const radio = await draft(client, 'Strawberry morning');
    const french = await draft(client, 'Matin fraise');
    await draft(outsider, 'Strawberry morning');
    const list = async (filters: Record<string, unknown>, who = client) =>
      (await who.post<{ masters_list: Master[] }>(`${m}/get-list?page=1`, filters)).body.masters_list
        .map((master) => master.title)
        .sort();
    const edit = await client.post(`${m}/save`, {
      ...radioSlate({ title: 'Matin fraise', unique_id: french.unique_id, language: 'fr' }),
      mode: 'draft',
      master_id: french.id,
    });
    await client.post(`${m}/tags/add`, { master_id: radio.id, tag: 'Breakfast' });

    // Act
    const byType = await list({ filter_by_type: 'PUB_RADIO' });
    const english = await list({ filter_by_language: 'en' });
    const inFrench = await list({ filter_by_language: 'fr' });
    const byWordStart = await list({ filter_search_query: 'strawb morn' });
    const byTagWord = await list({ filter_search_query: 'breakf' });
    const byMiddle = await list({ filter_search_query: 'awberry' });
    const outsiders = await list({ filter_search_query: 'strawberry' }, outsider);
    await client.post(`${m}/delete`, { master_id: radio.id });
    const afterDelete = await list({ filter_search_query: 'strawberry' });
    const typeAfterDelete = await list({ filter_by_type: 'PUB_RADIO', filter_by_audio: '2trks' });

    // Assess
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(byType).toEqual(['Matin fraise', 'Strawberry morning']);
    expect(english).toEqual(['Strawberry morning']);
    expect(inFrench).toEqual(['Matin fraise']);
    expect(byWordStart).toEqual(['Strawberry morning']);
    expect(byTagWord).toEqual(['Strawberry morning']);
    expect(byMiddle).toEqual([]);
    expect(outsiders).toEqual(['Strawberry morning']);
    expect(afterDelete).toEqual([]);
    expect(typeAfterDelete).toEqual(['Matin fraise']);
  });

  it('indexes a master stored before the index existed once rebuild-master-index runs', async () => {
    // Prepare: a master whose memberships are gone, as one stored before the index was deployed.
    const db = createDb(inject('tableName'));
    const client = await signedIn('reindexer');
    const master = await draft(client, 'Gooseberry evening');
    await syncMasterIndex(db, await getMaster(db, master.id), undefined);
    const list = async () =>
      (
        await client.post<{ masters_list: Master[] }>(`${m}/get-list?page=1`, { filter_search_query: 'gooseberry' })
      ).body.masters_list.map((listed) => listed.id);
    const beforeRebuild = await list();

    // Act
    const indexed = await rebuildMasterIndexes(db);

    // Assess
    expect(beforeRebuild).toEqual([]);
    expect(indexed).toBeGreaterThanOrEqual(1);
    expect(await list()).toEqual([master.id]);
  });
});
