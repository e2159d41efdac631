import {
  distributionCounts,
  listDistributions,
  masterDistributions,
  stationsThatReceived,
} from '@masterport/core/distributions';
import {
  distributionBulkItems,
  distributionCountsItem,
  masterItem,
  masterItemSchema,
  masterStationItem,
  writeInBatches,
  type Db,
  type DestinationItem,
  type DistributionCounts,
  type DistributionItem,
} from '@masterport/data';
import { benchMaster, benchMasterId } from '../bench-masters.ts';
import type { ListScenario } from './scenario.ts';

/**
 * The distributions lists at two sizes of one account. Every distribution is sent, to three of
 * twelve stations, carrying one of the account's masters; one in four has a destination in error
 * (so the errors filter fills its page at both sizes). The master whose tab and duplicate check are
 * measured (`<account>-master-0`) went out in the first ten distributions at both sizes: its tab has no
 * pages (the contract answers it whole), so what it reads depends on its own distributions, not on
 * the account's.
 */
const STATIONS = Array.from({ length: 12 }, (_, index) => `BN${String.fromCharCode(65 + index)}T`);
const MASTERS = 20;
const MEASURED_MASTER_SENDS = 10;

/** The account's owner, with every permission the reads need (core's AuthContext). */
const authFor = (accountId: string): Parameters<typeof listDistributions>[0] => ({
  userId: `${accountId}-user`,
  email: `${accountId}@bench.masterport.local`,
  accountId,
  role: 'primary',
  language: 'en',
  accountPermissions: [],
  userPermissions: [],
  byCookie: false,
});
const masterId = benchMasterId;

/** A TV spot (the stations are TV stations) with its thumbnail, as the distribution rows show it. */
const benchTvMaster = (accountId: string, index: number) =>
  masterItemSchema.parse(
    benchMaster(accountId, index, {
      master_type: 'PUB_TV_WEB',
      ratio: '16:9',
      language: 'en',
      thumbnail_key: `thumbs/${index}.jpg`,
    }),
  );

function benchDistribution(
  accountId: string,
  index: number,
): { item: DistributionItem; destinations: DestinationItem[] } {
  const created = new Date(Date.parse('2026-02-01T00:00:00Z') + index * 60_000).toISOString();
  const id = `${accountId}-d${index}`;
  const master = index < MEASURED_MASTER_SENDS ? 0 : 1 + (index % (MASTERS - 1));
  const failed = index % 4 === 0;
  const letters = [0, 1, 2].map((offset) => STATIONS[(index + offset * 4) % STATIONS.length]!);
  const destinations: DestinationItem[] = letters.map((entry, position) => ({
    distribution_id: id,
    call_letters: entry,
    station_account_id: 'bench-broadcaster',
    owner_name: 'Bench TV',
    market: 'Montréal',
    band: 'TV',
    language: 'en',
    method: 'ftp',
    state: failed && position === 0 ? 'error' : 'delivered',
    problem: failed && position === 0 ? 'timeout' : null,
    files: [],
    sources: [],
    bytes_total: 0,
    bytes_sent: 0,
    attempts: 1,
    run: 1,
    execution: 1,
    started_on: created,
    delivered_on: failed && position === 0 ? null : created,
    marked_by_hand: false,
    marked: null,
    house_codes: {},
    link: null,
    by_link_for: null,
    modified_on: created,
  }));
  const item: DistributionItem = {
    id,
    account_id: accountId,
    ref_number: `BN${accountId.slice(-3).toUpperCase()}${String(index).padStart(6, '0')}`,
    distribution_type: failed ? 'completed_with_errors' : 'completed',
    draft: {
      agency: 'North Agency',
      advertiser: 'Maple Foods',
      tag: `D${index}`,
      master_files_ids: [masterId(accountId, master)],
      call_letters_ids: letters,
    },
    master_files_ids: [masterId(accountId, master)],
    documents_ids: [],
    master_types: ['PUB_TV_WEB'],
    masters_titles: [`Bench spot ${master}`],
    distribution_date: null,
    sent_on: created,
    completed_on: created,
    executions: 1,
    created_by: 'bench',
    created_by_name: 'Bench',
    created_on: created,
    modified_on: created,
    destination_states: {},
    revision: 1,
  };
  return { item, destinations };
}

/** `count` sent distributions as `sendDistribution` writes them, with the account's counts and the records of where each master went. */
async function seedDistributions(db: Db, accountId: string, count: number): Promise<void> {
  await writeInBatches(
    db,
    Array.from({ length: MASTERS }, (_, index) => ({
      PutRequest: { Item: masterItem(benchTvMaster(accountId, index)) },
    })),
  );
  const counts: DistributionCounts = { draft: 0, upcoming: 0, ongoing: 0, completed: 0, completed_with_errors: 0 };
  const sentTo = new Map<string, string[]>();
  for (let from = 0; from < count; from += 200) {
    const sent = Array.from({ length: Math.min(200, count - from) }, (_, offset) =>
      benchDistribution(accountId, from + offset),
    );
    for (const { item, destinations } of sent) {
      counts[item.distribution_type] += 1;
      for (const destination of destinations)
        sentTo.set(`${item.master_files_ids[0]}|${destination.call_letters}`, [
          ...(sentTo.get(`${item.master_files_ids[0]}|${destination.call_letters}`) ?? []),
          item.id,
        ]);
    }
    await writeInBatches(
      db,
      sent
        .flatMap(({ item, destinations }) => distributionBulkItems(item, destinations))
        .map((Item) => ({ PutRequest: { Item } })),
    );
  }
  const records = [...sentTo].map(([pair, ids]) => {
    const [master, letters] = pair.split('|') as [string, string];
    return masterStationItem(master, letters, ids);
  });
  await writeInBatches(
    db,
    [...records, distributionCountsItem(accountId, counts)].map((Item) => ({ PutRequest: { Item } })),
  );
}

const seedOnce = new Map<string, Promise<void>>();
/** Every scenario here reads the same distributions: an account is seeded once, whichever scenario asks first. */
const seed = (db: Db, accountId: string, count: number) => {
  const key = `${accountId}#${count}`;
  if (!seedOnce.has(key)) seedOnce.set(key, seedDistributions(db, accountId, count));
  return seedOnce.get(key)!;
};

export const scenarios: ListScenario[] = [
  {
    name: 'distributions, page 1',
    seed,
    readPage: async (_db, accountId) => {
      await listDistributions(authFor(accountId), 1, {});
    },
  },
  {
    name: 'distributions, errors filter, page 1',
    seed,
    readPage: async (_db, accountId) => {
      await listDistributions(authFor(accountId), 1, { filter_by_status: 'errors' });
    },
  },
  {
    name: 'distributions, get-counts',
    seed,
    readPage: async (_db, accountId) => {
      await distributionCounts(authFor(accountId));
    },
  },
  {
    name: "a master's distributions tab",
    seed,
    readPage: async (_db, accountId) => {
      await masterDistributions(authFor(accountId), masterId(accountId, 0));
    },
  },
  {
    name: "the wizard's duplicate check",
    seed,
    readPage: async (_db, accountId) => {
      await stationsThatReceived([masterId(accountId, 0)], new Set(STATIONS));
    },
  },
];
