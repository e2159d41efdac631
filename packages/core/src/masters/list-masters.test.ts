import { describe, expect, it } from 'vitest';
import { givenAccount, givenPartnership, type GivenAccount } from '../testing/accounts.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { givenMaster, type MasterOptions } from '../testing/masters.ts';
import { listMasters, MASTERS_PAGE_SIZE } from './list-masters.ts';

useFakePorts();

/** `count` masters of the account, made a few at a time; their ids newest first, as the list shows them. */
async function mastersOf(owner: GivenAccount, count: number, options: MasterOptions = {}): Promise<string[]> {
  const made: { id: string; created_on: string }[] = [];
  for (let start = 0; start < count; start += 5) {
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(5, count - start) }, () => givenMaster(owner, { state: 'new', ...options })),
      )),
    );
  }
  // Newest first, as the table sorts its keys: by their bytes (code units here), not by locale. Masters
  // made in the same millisecond are ordered by their ids, and localeCompare puts "Y..." before "l...".
  const key = (master: { created_on: string; id: string }) => `${master.created_on}#${master.id}`;
  return made.sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0)).map((master) => master.id);
}

describe('Function: listMasters', () => {
  it('pages the account\u2019s masters newest first, a page straight from a link as from paging on or after the page before\u2019s last master, and an empty page past the end', async () => {
    // Prepare
    const agency = await givenAccount('content_creator');
    const ids = await mastersOf(agency, MASTERS_PAGE_SIZE + 2);
    const other = await givenAccount('content_creator');
    await givenMaster(other, { state: 'new' });

    // Act
    const straightToPage2 = await listMasters(agency.auth, {}, 2);
    const page1 = await listMasters(agency.auth, { filter_by_language: 'en' }, 1);
    const pagedOnTo2 = await listMasters(agency.auth, { filter_by_language: 'en' }, 2);
    const page3 = await listMasters(agency.auth, {}, 3);
    // "Load more": after the last master of page 1, filtered (a membership partition) and not.
    const last = page1.masters_list.at(-1)!;
    const after = { created_on: last.created_on, id: last.id };
    const filteredAfter = await listMasters(agency.auth, { filter_by_language: 'en' }, 2, after);
    const unfilteredAfter = await listMasters(agency.auth, {}, 2, after);

    // Assess
    expect(page1.masters_list.map((master) => master.id)).toEqual(ids.slice(0, MASTERS_PAGE_SIZE));
    expect(page1.has_more).toBe(true);
    expect(pagedOnTo2.masters_list.map((master) => master.id)).toEqual(ids.slice(MASTERS_PAGE_SIZE));
    expect(straightToPage2.masters_list.map((master) => master.id)).toEqual(ids.slice(MASTERS_PAGE_SIZE));
    expect([pagedOnTo2.has_more, straightToPage2.has_more]).toEqual([false, false]);
    expect(page3).toEqual({ masters_list: [], page: 3, has_more: false });
    expect(filteredAfter.masters_list.map((master) => master.id)).toEqual(ids.slice(MASTERS_PAGE_SIZE));
    expect(unfilteredAfter.masters_list.map((master) => master.id)).toEqual(ids.slice(MASTERS_PAGE_SIZE));
    expect([filteredAfter.has_more, unfilteredAfter.has_more]).toEqual([false, false]);
  });

  it('filters by type and by words of the slate', async () => {
    // Prepare
    const agency = await givenAccount('content_creator');
    const [tv] = await mastersOf(agency, 1);
    const [radio] = await mastersOf(agency, 1, { type: 'PUB_RADIO', slate: { title: 'Blueberry jingle' } });

    // Act
    const radioOnly = await listMasters(agency.auth, { filter_by_type: 'PUB_RADIO' }, 1);
    const searched = await listMasters(agency.auth, { filter_search_query: 'blueberry' }, 1);
    const tvOnly = await listMasters(agency.auth, { filter_by_type: 'PUB_TV_WEB' }, 1);

    // Assess
    expect(radioOnly.masters_list.map((master) => master.id)).toEqual([radio]);
    expect(searched.masters_list.map((master) => master.id)).toEqual([radio]);
    expect(tvOnly.masters_list.map((master) => master.id)).toEqual([tv]);
  });

  it('lists a studio\u2019s masters made for its clients, leaving out those of a client that withdrew its authorisation', async () => {
    // Prepare
    const studio = await givenAccount('partner_studio');
    const [staying, leaving] = [await givenAccount('content_creator'), await givenAccount('content_creator')];
    const [forStaying] = await mastersOf(studio, 1, {
      slate: { partner_studio_id: (await givenPartnership(staying, studio)).id },
    });
    await mastersOf(studio, 1, { slate: { partner_studio_id: (await givenPartnership(leaving, studio)).id } });
    await givenPartnership(leaving, studio, false);

    // Act
    const forClients = await listMasters(studio.auth, { filter_by_owner: 'clients' }, 1);
    const own = await listMasters(studio.auth, {}, 1);

    // Assess
    expect(forClients.masters_list.map((master) => [master.id, master.owner.id])).toEqual([
      [forStaying, staying.account.id],
    ]);
    expect(own.masters_list).toEqual([]);
  });
});
