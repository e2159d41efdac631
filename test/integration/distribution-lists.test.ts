import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createDb,
  distributionsSentTo,
  getDistribution,
  listDestinations,
  putDestination,
  putDistribution,
  sendDistribution,
  type DestinationItem,
  type DistributionItem,
} from '@masterport/data';
import { activatedUser, ApiClient } from './support/client.ts';

/**
 * The distributions list reads one page of its index at a time, and the counts are kept as the
 * work happens: pages follow one another by cursor under the seed's page numbers, and two changes
 * landing at the same moment leave the counts, the tabs and the destination filters right.
 */
const db = () => createDb(inject('tableName'));
let agency = new ApiClient();

interface Row {
  id: string;
  distribution_type: string;
  created_on: string;
  nb_errors: number;
  nb_delivered: number;
  nb_destinations: number;
}
const list = async (page: number, filters: Record<string, unknown> = {}) => {
  const answer = await agency.post<{ distributions_list: Row[]; has_more: boolean }>(
    `user/distributions/get-list?page=${page}`,
    filters,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const counts = async () =>
  (await agency.get<{ counts: Record<string, number> }>('user/distributions/get-counts')).body.counts;

async function saveDraft(tag: string): Promise<DistributionItem> {
  const saved = await agency.post<{ id: string }>('user/distributions/save', { agency: 'North Agency', tag });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return (await getDistribution(db(), saved.body.id))!;
}

const destination = (distributionId: string, letters: string, now: string): DestinationItem => ({
  distribution_id: distributionId,
  call_letters: letters,
  station_account_id: 'broadcaster',
  owner_name: 'Télé Démo',
  market: 'Montréal',
  band: 'TV',
  language: 'fr',
  method: 'ftp',
  state: 'in_progress',
  problem: null,
  files: [],
  sources: [],
  bytes_total: 0,
  bytes_sent: 0,
  attempts: 1,
  run: 1,
  execution: 1,
  started_on: now,
  delivered_on: null,
  marked_by_hand: false,
  marked: null,
  house_codes: {},
  link: null,
  by_link_for: null,
  modified_on: now,
});

beforeAll(async () => {
  const user = await activatedUser('distribution-lists', 'en');
  agency = new ApiClient();
  expect((await agency.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
});

describe('distributions list', () => {
  it('pages by cursor across pages of 20, newest first, each row once, and counts what it lists', async () => {
    // Prepare: 45 drafts, saved one after another (each newer than the one before).
    const saved: string[] = [];
    for (let index = 0; index < 45; index++) saved.push((await saveDraft(`P${index}`)).id);

    // Act: every page of the whole list and of the drafts tab, and the counts.
    const pages = [await list(1), await list(2), await list(3)];
    const drafts = [
      await list(1, { filter_by_type: 'draft' }),
      await list(2, { filter_by_type: 'draft' }),
      await list(3, { filter_by_type: 'draft' }),
    ];
    const beyond = await list(4);

    // Assess: 20, 20 and 5 rows, the newest first, none twice; the tab pages the same way.
    expect(pages.map((page) => page.distributions_list.length)).toEqual([20, 20, 5]);
    expect(pages.map((page) => page.has_more)).toEqual([true, true, false]);
    expect(pages.flatMap((page) => page.distributions_list.map((row) => row.id))).toEqual([...saved].reverse());
    expect(drafts.flatMap((page) => page.distributions_list.map((row) => row.id))).toEqual([...saved].reverse());
    expect(beyond).toEqual({ success: true, distributions_list: [], has_more: false });
    expect((await counts()).draft).toBe(45);
  });

  it('keeps the counts and the tabs right when two status changes land at the same moment', async () => {
    // Prepare: a draft, and the counts before.
    const draft = await saveDraft('RACE');
    const before = await counts();

    // Act: two writers move the same distribution at the same moment, each from the copy it read.
    await Promise.all([
      putDistribution(db(), { ...draft, distribution_type: 'ongoing' }),
      putDistribution(db(), { ...draft, distribution_type: 'completed' }),
    ]);

    // Assess: one distribution counted once, under the status it has; its tab lists it, the others do not.
    const final = (await getDistribution(db(), draft.id))!;
    const after = await counts();
    expect(after.draft).toBe(before.draft! - 1);
    expect(after[final.distribution_type]).toBe(before[final.distribution_type]! + 1);
    expect(Object.values(after).reduce((sum, count) => sum + count, 0)).toBe(
      Object.values(before).reduce((sum, count) => sum + count, 0),
    );
    const other = final.distribution_type === 'ongoing' ? 'completed' : 'ongoing';
    expect(
      (await list(1, { filter_by_type: final.distribution_type })).distributions_list.map((row) => row.id),
    ).toContain(draft.id);
    expect((await list(1, { filter_by_type: other })).distributions_list.map((row) => row.id)).not.toContain(draft.id);
    expect((await list(1, { filter_by_type: 'draft' })).distributions_list.map((row) => row.id)).not.toContain(
      draft.id,
    );
  });

  it("keeps each destination's state on its distribution when two deliveries change at the same moment; the destination filters follow", async () => {
    // Prepare: a distribution sent to two stations, both in progress.
    const draft = await saveDraft('PAIR');
    const now = new Date().toISOString();
    const [first, second] = [destination(draft.id, 'CAAA', now), destination(draft.id, 'CBBB', now)] as [
      DestinationItem,
      DestinationItem,
    ];
    await sendDistribution(db(), { ...draft, distribution_type: 'ongoing', sent_on: now, executions: 1 }, [
      first,
      second,
    ]);
    expect((await list(1, { filter_by_status: 'in_progress' })).distributions_list.map((row) => row.id)).toContain(
      draft.id,
    );

    // Act: one fails and the other is delivered at the same moment.
    const written = await Promise.all([
      putDestination(db(), { ...first, state: 'error', problem: 'timeout', modified_on: new Date().toISOString() }, 1),
      putDestination(
        db(),
        { ...second, state: 'delivered', delivered_on: now, modified_on: new Date().toISOString() },
        1,
      ),
    ]);

    // Assess: both states are on the distribution; the row counts them; it is in errors, no longer in progress, not delivered.
    expect(written).toEqual([true, true]);
    expect((await getDistribution(db(), draft.id))!.destination_states).toEqual({ CAAA: 'error', CBBB: 'delivered' });
    const errors = (await list(1, { filter_by_status: 'errors' })).distributions_list;
    expect(errors.find((row) => row.id === draft.id)).toMatchObject({
      nb_destinations: 2,
      nb_errors: 1,
      nb_delivered: 1,
    });
    expect((await list(1, { filter_by_status: 'in_progress' })).distributions_list.map((row) => row.id)).not.toContain(
      draft.id,
    );
    expect((await list(1, { filter_by_status: 'delivered' })).distributions_list.map((row) => row.id)).not.toContain(
      draft.id,
    );
    // A task of an older run still writes nothing, and says so.
    expect(await putDestination(db(), { ...first, state: 'delivered' }, 0)).toBe(false);
  });

  it('sends to more stations than one transaction holds: the distribution first, then every station, each with its page and its record under the master', async () => {
    // Prepare: a draft sent to 80 web-link stations with one master (80 destinations, 80 share keys, 80 master-station records: past 100 items).
    const draft = await saveDraft('WIDE');
    const now = new Date().toISOString();
    const stations = Array.from({ length: 80 }, (_, index) => ({
      ...destination(draft.id, `W${String(index).padStart(3, '0')}`, now),
      state: 'waiting' as const,
      link: { created_on: now, hash_key: `wide-${draft.id}-${index}` },
    }));

    // Act
    await sendDistribution(
      db(),
      { ...draft, distribution_type: 'ongoing', master_files_ids: ['wide-master'], sent_on: now, executions: 1 },
      stations,
    );

    // Assess: every station written and on the distribution, each recorded under the master; counted once.
    expect((await listDestinations(db(), draft.id)).length).toBe(80);
    expect(Object.keys((await getDistribution(db(), draft.id))!.destination_states).length).toBe(80);
    expect(
      (
        await distributionsSentTo(
          db(),
          ['wide-master'],
          stations.map((station) => station.call_letters),
        )
      ).length,
    ).toBe(80);
    expect(
      (await list(1, { filter_by_type: 'ongoing' })).distributions_list.find((row) => row.id === draft.id),
    ).toMatchObject({ nb_destinations: 80 });
  });
});
