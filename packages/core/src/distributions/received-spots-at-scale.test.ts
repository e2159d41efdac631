import { RECEIVED_SPOTS_PAGE_SIZE } from '@masterport/contract';
import { putReceivedSpots, type ReceivedSpotItem } from '@masterport/data';
import { beforeAll, describe, expect, it } from 'vitest';
import { table } from '../adapters/db.ts';
import { givenAccount, type GivenAccount } from '../testing/accounts.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { listReceivedSpots, RECEIVED_SPOTS_SCAN_BOUND } from './received-spots.ts';

useFakePorts();

/** The inbox of a busy station group (issue 28): what one page costs must not grow with it. */
const RECEIVED = 5_000;

/** A spot the station received `minutesAgo` before now; the oldest one alone says "maple". */
const receivedSpot = (accountId: string, at: number): ReceivedSpotItem => {
  const receivedOn = new Date(Date.UTC(2026, 10, 1) + at * 60_000).toISOString();
  const title = at === 0 ? 'Maple syrup' : `Spot ${at}`;
  return {
    id: `scale-${accountId}-${at}`,
    account_id: accountId,
    call_letters: 'CSCL',
    distribution_id: `d${at}`,
    ref_number: `R${at}`,
    run: 1,
    master_id: `m${at}`,
    sender_account_id: 'agency',
    sender_name: 'North Agency',
    spot_key: `K${at}`,
    title,
    unique_id: `K${at}`,
    master_type: 'PUB_TV_WEB',
    duration: 30,
    language: 'en',
    ratio: '16:9',
    audio_type: '8trks',
    advertiser: 'Foods',
    agency: 'North Agency',
    product: 'Bars',
    house_code: null,
    loudness: -24,
    true_peak: -3,
    files: [],
    traffic_instructions: '',
    received_on: receivedOn,
    state: 'arrived',
    downloaded: null,
    acknowledged: null,
    replaced_by: null,
    history: [],
    search_text: `${title.toLowerCase()} k${at} north agency foods bars`,
  };
};

/** What the list asks of the table while `work` runs: each call's command and the items it read. */
async function tableReadsOf(work: () => Promise<unknown>): Promise<{ command: string; items: number }[]> {
  const reads: { command: string; items: number }[] = [];
  const name = `count-${Math.random()}`;
  table().client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const output = result.output as { Count?: number; Items?: unknown[]; Item?: unknown };
      reads.push({
        command: context.commandName ?? 'unknown',
        items: output.Count ?? output.Items?.length ?? (output.Item ? 1 : 0),
      });
      return result;
    },
    { step: 'initialize', name },
  );
  try {
    await work();
  } finally {
    table().client.middlewareStack.remove(name);
  }
  return reads;
}

describe(`A station's inbox at ${RECEIVED.toLocaleString('en')} received spots`, () => {
  let station: GivenAccount;

  beforeAll(async () => {
    station = await givenAccount('broadcaster');
    await putReceivedSpots(
      table(),
      Array.from({ length: RECEIVED }, (_, at) => receivedSpot(station.account.id, at)),
    );
  }, 120_000);

  it('lists page 1, newest first, from one read of one page', async () => {
    // Act
    let page: Awaited<ReturnType<typeof listReceivedSpots>> | undefined;
    const reads = await tableReadsOf(async () => (page = await listReceivedSpots(station.auth, {})));

    // Assess
    expect(page!.received_spots).toHaveLength(RECEIVED_SPOTS_PAGE_SIZE);
    expect(page!.received_spots[0]?.title).toBe(`Spot ${RECEIVED - 1}`);
    expect(page!.cursor).not.toBeNull();
    const inboxReads = reads.filter((read) => read.command === 'QueryCommand' && read.items > 1);
    expect(inboxReads).toEqual([{ command: 'QueryCommand', items: RECEIVED_SPOTS_PAGE_SIZE }]);
    expect(reads.reduce((sum, read) => sum + read.items, 0)).toBeLessThan(RECEIVED_SPOTS_PAGE_SIZE + 10);
  });

  it(`searches at most ${RECEIVED_SPOTS_SCAN_BOUND} spots a call, and finds the oldest by following the cursor`, async () => {
    // Act
    const calls: { items: number; found: string[] }[] = [];
    let cursor: string | undefined;
    do {
      let page: Awaited<ReturnType<typeof listReceivedSpots>> | undefined;
      const reads = await tableReadsOf(
        async () => (page = await listReceivedSpots(station.auth, { search: 'MAPLE', ...(cursor ? { cursor } : {}) })),
      );
      calls.push({
        items: reads.reduce((sum, read) => sum + read.items, 0),
        found: page!.received_spots.map((spot) => spot.title),
      });
      cursor = page!.cursor ?? undefined;
    } while (cursor && calls.length < 20);

    // Assess
    expect(calls.flatMap((call) => call.found)).toEqual(['Maple syrup']);
    expect(Math.max(...calls.map((call) => call.items))).toBeLessThanOrEqual(RECEIVED_SPOTS_SCAN_BOUND + 10);
    // One call per bound's worth of spots, and one more when the last read ended exactly on a page (DynamoDB then still answers a cursor).
    expect(calls.length).toBeLessThanOrEqual(Math.ceil(RECEIVED / RECEIVED_SPOTS_SCAN_BOUND) + 1);
  });
});
