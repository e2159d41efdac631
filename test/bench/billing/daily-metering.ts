/**
 * Daily storage metering benchmark (not part of `npm test`; issue 29: the daily run's cost must not
 * grow with the number of files). Two accounts on the local cloud's DynamoDB keep 1,000 and
 * BENCH_BIG (default 100,000) masters' worth of bytes, made over the same five years, archived in
 * part: their counters, one per creation month and the archived one, as `meterStoredFiles` leaves
 * them. Each account's day is metered BENCH_RUNS times (default 30), side by side in alternating
 * order, through `meterStorageDay` (a new day each time, so every run writes); a middleware on core's
 * table client counts table calls and the items DynamoDB read. Printed: p50/p99 latency, calls and
 * items read at both sizes and the ratios big/small, then whether each is at or under 1.2.
 *
 *   node --openssl-legacy-provider --import tsx test/bench/billing/daily-metering.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startLocalCloud } from '@masterport/local';

const SMALL = 1_000;
const BIG = Number(process.env.BENCH_BIG ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const GOAL_RATIO = 1.2;
/** A master's sources and outputs, about what a :30 TV master keeps. */
const BYTES_PER_MASTER = 3 * 1024 ** 3;
const MONTHS = 60;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const work = mkdtempSync(join(tmpdir(), 'masterport-bench-metering-'));
const cloud = await startLocalCloud({ dataDir: work, port: 0, web: 'none', seed: false });
try {
  const { table } = await import('@masterport/core/table');
  const { transact, countStorageBytes, ARCHIVED_STORAGE_SLOT } = await import('@masterport/data');
  const { meterStorageDay } = await import('@masterport/core/billing/storage-metering');
  const db = table();
  const cost = { counting: false, calls: 0, items: 0 };
  db.client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (cost.counting) {
        cost.calls += 1;
        const output = result.output as { ScannedCount?: number; Item?: unknown };
        cost.items += context.commandName === 'QueryCommand' ? Number(output.ScannedCount ?? 0) : output.Item ? 1 : 0;
      }
      return result;
    },
    { step: 'initialize', name: 'benchCountTableCalls' },
  );

  // Counters as the files' changes leave them: the masters spread over five years, a tenth archived.
  const seed = async (accountId: string, masters: number) => {
    const perMonth = Math.floor((masters * 0.9) / MONTHS) * BYTES_PER_MASTER;
    const steps = Array.from({ length: MONTHS }, (_, i) => {
      const date = new Date(Date.UTC(2022, i, 1)).toISOString().slice(0, 7);
      return countStorageBytes(accountId, date, perMonth);
    });
    steps.push(countStorageBytes(accountId, ARCHIVED_STORAGE_SLOT, Math.floor(masters * 0.1) * BYTES_PER_MASTER));
    for (let i = 0; i < steps.length; i += 25) await transact(db, steps.slice(i, i + 25));
  };
  const accounts = { small: ['bench-metering-small', SMALL], big: ['bench-metering-big', BIG] } as const;
  for (const [accountId, masters] of Object.values(accounts)) await seed(accountId, masters);

  const once = async (accountId: string, day: string) => {
    cost.calls = 0;
    cost.items = 0;
    cost.counting = true;
    const started = performance.now();
    try {
      await meterStorageDay(accountId, day);
    } finally {
      cost.counting = false;
    }
    return { ms: performance.now() - started, calls: cost.calls, items: cost.items };
  };
  const runs: Record<'small' | 'big', { ms: number; calls: number; items: number }[]> = { small: [], big: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const day = new Date(Date.UTC(2027, 0, 1 + run)).toISOString().slice(0, 10);
    const order = run % 2 ? (['big', 'small'] as const) : (['small', 'big'] as const);
    for (const size of order) runs[size].push(await once(accounts[size][0], day));
  }
  const summary = (size: 'small' | 'big') => ({
    p50: percentile(
      runs[size].map((r) => r.ms),
      0.5,
    ),
    p99: percentile(
      runs[size].map((r) => r.ms),
      0.99,
    ),
    calls: Math.max(...runs[size].map((r) => r.calls)),
    items: Math.max(...runs[size].map((r) => r.items)),
  });
  const [small, big] = [summary('small'), summary('big')];
  const rows = (['p50', 'p99', 'calls', 'items'] as const).map((measure) => ({
    measure,
    [`${SMALL} masters`]: Number(small[measure].toFixed(1)),
    [`${BIG} masters`]: Number(big[measure].toFixed(1)),
    ratio: Number((big[measure] / small[measure]).toFixed(2)),
  }));
  console.table(rows);
  const within = rows.every((row) => row.ratio <= GOAL_RATIO);
  console.log(
    within
      ? `Every ratio is at or under ${GOAL_RATIO}.`
      : `Some ratio is over ${GOAL_RATIO} (latency on a shared machine varies: see calls and items).`,
  );
} finally {
  await cloud.stop();
  rmSync(work, { recursive: true, force: true });
}
