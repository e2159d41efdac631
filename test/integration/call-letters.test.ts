import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { ApiClient } from './support/client.ts';

const [broadcasterUser, agencyUser] = DEMO_USERS;
type Station = { id: string; market: string; band: string; language: string; owner_name: string };
type Group = { id: string; name: string; call_letters_count: number };

async function signedIn(email: string) {
  const client = new ApiClient();
  expect((await client.post('authenticate/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return client;
}

/** Call letters no other test uses: a letter prefix, then base-36 digits of the clock. */
let counter = 0;
const freshLetters = (prefix: string) =>
  `${prefix}${(Date.now() % 1e9).toString(36).toUpperCase()}${counter++}`.slice(0, 10);

describe('a broadcaster’s own call letters', () => {
  it('registers stations that are unique on the platform, edits and removes them, but keeps at least one', async () => {
    // Prepare
    const broadcaster = await signedIn(broadcasterUser.email);
    const [first, second] = [freshLetters('CF'), freshLetters('CK')];

    // Act
    const created = await broadcaster.post<{ call_letter: Station }>('user/call-letters/own/create', {
      id: first.toLowerCase(),
      market: 'Montréal',
      band: 'TV',
      language: 'fr',
    });
    const again = await broadcaster.post('user/call-letters/own/create', {
      id: first,
      market: 'Laval',
      band: 'TV',
      language: 'fr',
    });
    await broadcaster.post('user/call-letters/own/create', {
      id: second,
      market: 'Toronto',
      band: 'RADIO',
      language: 'en',
    });
    const badFormat = await broadcaster.post('user/call-letters/own/create', {
      id: 'C-1',
      market: 'Québec',
      band: 'TV',
      language: 'fr',
    });
    const saved = await broadcaster.post<{ call_letter: Station }>('user/call-letters/own/save', {
      id: first,
      market: 'Montréal-Nord',
      band: 'TV',
      language: 'fr',
    });
    const unchanged = await broadcaster.post('user/call-letters/own/save', {
      id: first,
      market: 'Montréal-Nord',
      band: 'TV',
      language: 'fr',
    });
    const own = await broadcaster.get<{ call_letters_list: Station[] }>('user/call-letters/own/get');

    // Assess
    expect(created.body.call_letter).toMatchObject({
      id: first,
      market: 'Montréal',
      band: 'TV',
      language: 'fr',
      owner_name: 'Demo Broadcaster',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'call_letters_taken', fields: { id: 'call_letters_taken' } });
    expect(badFormat.body).toMatchObject({ code: 'validation_error', fields: { id: 'call_letters_format' } });
    expect(saved.body.call_letter.market).toBe('Montréal-Nord');
    expect(unchanged.body.code).toBe('no_changes');
    expect(own.body.call_letters_list.map((station) => station.id)).toEqual(expect.arrayContaining([first, second]));

    // Removing every station is refused at the last one.
    let remaining = own.body.call_letters_list;
    for (const station of remaining.slice(0, -1)) {
      remaining = (
        await broadcaster.post<{ call_letters_list: Station[] }>('user/call-letters/own/delete', { id: station.id })
      ).body.call_letters_list;
    }
    const last = await broadcaster.post('user/call-letters/own/delete', { id: remaining[0]!.id });
    expect(remaining).toHaveLength(1);
    expect(last.body.code).toBe('last_call_letter');
  });

  it('is for broadcasters: an agency cannot register stations, nor change another account’s', async () => {
    const broadcaster = await signedIn(broadcasterUser.email);
    const letters = freshLetters('CB');
    await broadcaster.post('user/call-letters/own/create', {
      id: letters,
      market: 'Halifax',
      band: 'RADIO',
      language: 'en',
    });
    const agency = await signedIn(agencyUser.email);
    expect(
      (
        await agency.post('user/call-letters/own/create', {
          id: freshLetters('CA'),
          market: 'Halifax',
          band: 'TV',
          language: 'en',
        })
      ).body.code,
    ).toBe('account_permission');
    expect((await agency.post('user/call-letters/own/delete', { id: letters })).status).toBeGreaterThanOrEqual(400);
    expect(
      (await broadcaster.get<{ call_letters_list: Station[] }>('user/call-letters/own/get')).body.call_letters_list.map(
        (s) => s.id,
      ),
    ).toContain(letters);
  });
});

describe('the station directory and an account’s groups', () => {
  it('finds stations by their first letters, by market (accents or not) and by owner', async () => {
    const broadcaster = await signedIn(broadcasterUser.email);
    const letters = freshLetters('QZ');
    await broadcaster.post('user/call-letters/own/create', {
      id: letters,
      market: 'Trois-Rivières',
      band: 'TV',
      language: 'fr',
    });
    const agency = await signedIn(agencyUser.email);
    const search = async (query: string) =>
      (
        await agency.post<{ call_letters_list: Station[] }>('user/call-letters/search', { query, limit: 100 })
      ).body.call_letters_list.map((s) => s.id);

    expect(await search(letters.slice(0, 4).toLowerCase())).toContain(letters);
    expect(await search('trois-rivieres')).toContain(letters);
    expect(await search('Demo Broadcaster')).toContain(letters);
    expect(await search('no station is called this')).toEqual([]);
  });

  it('builds groups to send to, with the seed’s rules, and keeps them to the account', async () => {
    // Prepare: two stations in the directory.
    const broadcaster = await signedIn(broadcasterUser.email);
    const [a, b] = [freshLetters('GA'), freshLetters('GB')];
    for (const id of [a, b])
      await broadcaster.post('user/call-letters/own/create', { id, market: 'Québec', band: 'TV', language: 'fr' });
    const agency = await signedIn(agencyUser.email);
    const name = `Quebec French TV ${a}`;

    // Act
    const created = await agency.post<{ group: Group }>('user/call-letters/groups/create', { name, call_letters: [a] });
    const group = created.body.group;
    const sameName = await agency.post('user/call-letters/groups/create', { name: name.toUpperCase() });
    const duplicate = await agency.post('user/call-letters/groups/save-call-letters', {
      id: group.id,
      call_letters: [a, a],
    });
    const unknown = await agency.post('user/call-letters/groups/save-call-letters', {
      id: group.id,
      call_letters: [a, 'ZZZZZZZZZ9'],
    });
    const saved = await agency.post<{ group: Group }>('user/call-letters/groups/save-call-letters', {
      id: group.id,
      call_letters: [a, b],
    });
    const nothing = await agency.post('user/call-letters/groups/save-call-letters', {
      id: group.id,
      call_letters: [a, b],
    });
    const renamed = await agency.post<{ group: Group }>('user/call-letters/groups/save', {
      id: group.id,
      name: `${name} (all)`,
    });
    const emptyName = await agency.post('user/call-letters/groups/save', { id: group.id, name: '  ' });
    const members = await agency.post<{ call_letters_list: Station[] }>('user/call-letters/groups/get-call-letters', {
      id: group.id,
    });
    const withLists = await agency.get<{ groups_list: (Group & { call_letters_list: Station[] })[] }>(
      'user/call-letters/groups/get',
    );
    const theirs = await broadcaster.post('user/call-letters/groups/get-call-letters', { id: group.id });
    const deleted = await agency.post<{ groups_list: Group[] }>('user/call-letters/groups/delete', { id: group.id });

    // Assess
    expect(group).toMatchObject({ name, call_letters_count: 1 });
    expect(sameName.body.code).toBe('duplicate_group');
    expect(duplicate.body.code).toBe('duplicate_call_letter');
    expect(unknown.body.code).toBe('unknown_call_letters');
    expect(saved.body.group.call_letters_count).toBe(2);
    expect(nothing.body.code).toBe('no_changes');
    expect(renamed.body.group.name).toBe(`${name} (all)`);
    expect(emptyName.body).toMatchObject({ code: 'validation_error', fields: { name: 'required' } });
    expect(members.body.call_letters_list.map((s) => s.id)).toEqual([a, b]);
    expect(withLists.body.groups_list.find((g) => g.id === group.id)?.call_letters_list.map((s) => s.id)).toEqual([
      a,
      b,
    ]);
    expect(theirs.status).toBe(404);
    expect(deleted.body.groups_list.map((g) => g.id)).not.toContain(group.id);
  });
});
