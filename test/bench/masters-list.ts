/**
 * Masters list benchmark (not part of `npm test`; issue 13's scale goal): two accounts on the local
 * cloud's DynamoDB, one with 1 000 masters and one with BENCH_BIG (default 100 000), written in bulk
 * with their index memberships (packages/data/src/entities/master-index.ts). For each filter, page 1
 * and page 3 are listed BENCH_RUNS times (default 30) for each account through the list's own
 * function, the two accounts side by side in each run; printed: p50/p99 latency and items read per
 * page, and the ratios big/small (goal: 1.2 or less). Items read is DynamoDB's cost of a page and does
 * not depend on the machine; the emulator's latency does, hence the interleaved runs.
 *
 *   npm run bench:masters-list
 *   BENCH_BIG=20000 BENCH_RUNS=10 npm run bench:masters-list   # a quicker run
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDb, listMastersForAccount, type MasterListFilters, type ReadCounter } from '@masterport/data';
import { startLocalCloud } from '@masterport/local';
import { seedBenchMasters } from './bench-masters.ts';

const SMALL = 1_000;
const BIG = Number(process.env.BENCH_BIG ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PAGE = 24;

const FILTERS: [string, MasterListFilters][] = [
  ['none', {}],
  ['date range', { filter_by_start_date: '2026-01-01', filter_by_end_date: '2026-12-31' }],
  ['type', { filter_by_type: 'PUB_RADIO' }],
  ['rare ratio', { filter_by_ratio: '2:3' }],
  ['language', { filter_by_language: 'fr' }],
  ['audio', { filter_by_audio: '8trks' }],
  ['type + language', { filter_by_type: 'PUB_WEB', filter_by_language: 'en' }],
  ['search one word', { filter_search_query: 'orchard' }],
  ['search two words', { filter_search_query: 'maple harv' }],
  ['rare search word', { filter_search_query: 'zephyr' }],
];

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const work = mkdtempSync(join(tmpdir(), 'masterport-bench-list-'));
const cloud = await startLocalCloud({ dataDir: work, port: 0, web: 'none', seed: false });
try {
  const db = createDb(process.env.TABLE_NAME!, new DynamoDBClient({}));
  const accounts = { small: ['benchsmall', SMALL], big: ['benchbig', BIG] } as const;
  for (const [accountId, count] of Object.values(accounts)) {
    const started = performance.now();
    await seedBenchMasters(db, accountId, count);
    console.log(`seeded ${count} masters in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }

  console.log(
    `\n| filter | page | p50 ms 1k | p50 ms big | ratio | p99 ms 1k | p99 ms big | items read 1k | items read big | ratio |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const [name, filter] of FILTERS) {
    for (const page of [1, 3]) {
      // One listing of one account: its time and the items it read on the last page.
      const once = async (accountId: string) => {
        const counter: ReadCounter = { items: 0 };
        const started = performance.now();
        let cursor: string | undefined;
        for (let p = 1; p <= page; p += 1) {
          const answer = await listMastersForAccount(
            db,
            accountId,
            filter,
            { cursor, limit: PAGE },
            p === page ? counter : undefined,
          );
          cursor = answer.cursor;
        }
        return { ms: performance.now() - started, read: counter.items };
      };
      // Side by side: each run lists both accounts, in alternating order, so whatever else the
      // machine does at that moment weighs on both sizes alike.
      const runs = { small: [] as number[], big: [] as number[] };
      const read = { small: 0, big: 0 };
      for (let run = 0; run < RUNS; run += 1) {
        const order = run % 2 === 0 ? (['small', 'big'] as const) : (['big', 'small'] as const);
        for (const size of order) {
          const { ms, read: items } = await once(accounts[size][0]);
          runs[size].push(ms);
          read[size] = items;
        }
      }
      const small = { p50: percentile(runs.small, 0.5), p99: percentile(runs.small, 0.99), read: read.small };
      const big = { p50: percentile(runs.big, 0.5), p99: percentile(runs.big, 0.99), read: read.big };
      console.log(
        `| ${name} | ${page} | ${small.p50.toFixed(1)} | ${big.p50.toFixed(1)} | ${(big.p50 / small.p50).toFixed(2)} | ${small.p99.toFixed(1)} | ${big.p99.toFixed(1)} | ${small.read} | ${big.read} | ${(big.read / Math.max(1, small.read)).toFixed(2)} |`,
      );
    }
  }
} finally {
  await cloud.stop();
  rmSync(work, { recursive: true, force: true });
}
