import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The table handle every core function uses: the API functions run in this process (below), so a
// middleware on its client sees every table call a request makes, authorisation included.
import { table } from '@masterport/core/table';
import { startInProcessApi } from './support/in-process-api.ts';
import { ApiClient, activatedUser } from './support/client.ts';

/**
 * What one masters list call costs the table (issue 26: at most 4 calls, authorisation and the
 * payment gate included: the gate reads the account's payment standing in authorisation's one
 * BatchGetItem, docs/billing.md "Payment gates"): the API functions run here behind the local API
 * Gateway stand-in, on the local cloud's table, and every DynamoDB request they send is counted.
 */
const MAX_TABLE_CALLS = 4;
const MASTERS = 50;

let api: Awaited<ReturnType<typeof startInProcessApi>> | undefined;
let baseUrl: string;
const sent: string[] = [];
let counting = false;

beforeAll(async () => {
  api = await startInProcessApi();
  baseUrl = api.baseUrl;
  table().client.middlewareStack.add(
    (next, context) => async (args) => {
      if (counting) sent.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'countTableCalls' },
  );
});

afterAll(async () => {
  await api?.close();
});

/** The table calls one request made, by command name. */
async function tableCallsOf(call: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  counting = true;
  try {
    await call();
  } finally {
    counting = false;
  }
  return [...sent];
}

describe('masters list table calls', () => {
  it(`lists page 1, page 2, page 3 (by its memo), filtered or not, and each page after the last master of the one before ("Load more"), in at most ${MAX_TABLE_CALLS} table calls each`, async () => {
    // Prepare
    const user = await activatedUser('list-calls', 'en', { baseUrl });
    const client = new ApiClient({ baseUrl });
    expect((await client.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
    const stamp = Date.now().toString(36).toUpperCase();
    for (let from = 0; from < MASTERS; from += 10) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const created = await client.post('user/master-files/create', {
            mode: 'new_master',
            master_type: 'PUB_RADIO',
            title: `Paged ${from + i}`,
            unique_id: `LC${stamp}${from + i}`.slice(0, 20),
            duration: 30,
            language: 'en',
            ratio: '16:9',
            audio_type: '2trks',
            announcer: 'Maple Foods',
            agency: 'North Agency',
            product: 'Syrup',
          });
          expect(created.status, JSON.stringify(created.body)).toBe(200);
        }),
      );
    }
    type Page = { masters_list: { id: string; created_on: string }[]; has_more: boolean };
    const list = (page: number, body: Record<string, unknown> = {}, after?: Page) => {
      const last = after?.masters_list.at(-1);
      const from = last ? `&after_created_on=${encodeURIComponent(last.created_on)}&after_id=${last.id}` : '';
      return client.post<Page>(`user/master-files/get-list?page=${page}${from}`, body);
    };
    const filter = { filter_by_type: 'PUB_RADIO', filter_search_query: 'paged' };

    // Act
    let first: Awaited<ReturnType<typeof list>> | undefined;
    const pageOne = await tableCallsOf(async () => {
      first = await list(1);
    });
    const pageTwo = await tableCallsOf(() => list(2));
    const pageThreeRemembered = await tableCallsOf(() => list(3));
    let filteredFirst: Awaited<ReturnType<typeof list>> | undefined;
    const filtered = await tableCallsOf(async () => {
      filteredFirst = await list(1, filter);
    });
    let filteredSecond: Awaited<ReturnType<typeof list>> | undefined;
    const filteredTwoAfter = await tableCallsOf(async () => {
      filteredSecond = await list(2, filter, filteredFirst?.body);
    });
    let filteredThird: Awaited<ReturnType<typeof list>> | undefined;
    const filteredThreeAfter = await tableCallsOf(async () => {
      filteredThird = await list(3, filter, filteredSecond?.body);
    });
    const unfilteredTwoAfter = await tableCallsOf(() => list(2, {}, first?.body));

    // Assess
    expect(first?.status).toBe(200);
    expect(first?.body.masters_list).toHaveLength(24);
    expect(first?.body.has_more).toBe(true);
    expect(pageOne.length, pageOne.join(', ')).toBeLessThanOrEqual(MAX_TABLE_CALLS);
    expect(pageTwo.length, pageTwo.join(', ')).toBeLessThanOrEqual(MAX_TABLE_CALLS);
    expect(pageThreeRemembered.length, pageThreeRemembered.join(', ')).toBeLessThanOrEqual(MAX_TABLE_CALLS);
    expect(filtered.length, filtered.join(', ')).toBeLessThanOrEqual(MAX_TABLE_CALLS);
    expect(filteredTwoAfter.length, filteredTwoAfter.join(', ')).toBeLessThanOrEqual(MAX_TABLE_CALLS);
    expect(filteredThreeAfter.length, filteredThreeAfter.join(', ')).toBeLessThanOrEqual(MAX_TABLE_CALLS);
    expect(unfilteredTwoAfter.length, unfilteredTwoAfter.join(', ')).toBeLessThanOrEqual(MAX_TABLE_CALLS);
    // The pages after follow on: 50 masters make 24, 24 and 2, none twice.
    const shown = [filteredFirst, filteredSecond, filteredThird].flatMap((page) => page?.body.masters_list ?? []);
    expect([shown.length, new Set(shown.map((master) => master.id)).size]).toEqual([MASTERS, MASTERS]);
    expect(filteredThird?.body.has_more).toBe(false);
  });
});
