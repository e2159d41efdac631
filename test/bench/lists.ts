/**
 * Lists benchmark (not part of `npm test`; issue 26's goal: a list's page costs the same at any size
 * of the account). Every `test/bench/lists/*.ts` but scenario.ts exports `scenarios: ListScenario[]`;
 * each file gets two accounts on the local cloud's DynamoDB, seeded by its scenarios with 100 and
 * BENCH_BIG (default 5 000) items. Each scenario's page 1 is read BENCH_RUNS times (default 30) for
 * both accounts, side by side in alternating order, through the core function its API call uses;
 * a middleware on the table client counts the table calls and the items DynamoDB read per page
 * (Query/Scan: ScannedCount; GetItem: 1 if found; BatchGetItem and TransactGetItems: the items
 * answered). Printed: one table with p50/p99 latency, table calls and items read at both sizes and
 * the ratios big/small, then whether every ratio is at or under 1.2.
 *
 *   npm run bench:lists
 *   BENCH_RUNS=10 npm run bench:lists   # a quicker run
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startLocalCloud } from '@masterport/local';
import type { ListScenario } from './lists/scenario.ts';

const SMALL = 100;
const BIG = Number(process.env.BENCH_BIG ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const GOAL_RATIO = 1.2;

/** What one read of a page cost the table. */
interface PageCost {
  ms: number;
  calls: number;
  items: number;
}

/** Items DynamoDB read to answer one command, from its output. */
function itemsRead(command: string, output: Record<string, unknown>): number {
  if (command === 'QueryCommand' || command === 'ScanCommand') return Number(output.ScannedCount ?? 0);
  if (command === 'GetItemCommand' || command === 'GetCommand') return output.Item ? 1 : 0;
  if (command === 'BatchGetItemCommand' || command === 'BatchGetCommand') {
    return Object.values((output.Responses ?? {}) as Record<string, unknown[]>).reduce(
      (sum, items) => sum + items.length,
      0,
    );
  }
  if (command === 'TransactGetItemsCommand' || command === 'TransactGetCommand')
    return ((output.Responses ?? []) as { Item?: unknown }[]).filter((answer) => answer.Item).length;
  return 0;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const ratio = (big: number, small: number) => (small === 0 ? (big === 0 ? 1 : Infinity) : big / small);

const work = mkdtempSync(join(tmpdir(), 'masterport-bench-lists-'));
const cloud = await startLocalCloud({ dataDir: work, port: 0, web: 'none', seed: false });
try {
  // Core's own table handle (created from the environment the local cloud set): what the list calls use.
  const { table } = await import('@masterport/core/table');
  const db = table();
  const cost = { counting: false, calls: 0, items: 0 };
  db.client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (cost.counting) {
        cost.calls += 1;
        cost.items += itemsRead(context.commandName ?? '', result.output as Record<string, unknown>);
      }
      return result;
    },
    { step: 'initialize', name: 'benchCountTableCalls' },
  );

  const folder = join(import.meta.dirname, 'lists');
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && file !== 'scenario.ts')
    .sort();
  const rows: string[] = [];
  let allWithinGoal = true;
  for (const file of files) {
    const { scenarios } = (await import(pathToFileURL(join(folder, file)).href)) as { scenarios: ListScenario[] };
    const list = basename(file, '.ts');
    const accounts = { small: [`bench-${list}-small`, SMALL], big: [`bench-${list}-big`, BIG] } as const;
    // A file's scenarios read the same two accounts: each distinct seed writes into them once.
    for (const seed of new Set(scenarios.map((scenario) => scenario.seed))) {
      for (const [accountId, count] of Object.values(accounts)) {
        const started = performance.now();
        await seed(db, accountId, count);
        console.log(`${list}: seeded ${count} items in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
    }
    for (const scenario of scenarios) {
      const once = async (accountId: string): Promise<PageCost> => {
        cost.calls = 0;
        cost.items = 0;
        cost.counting = true;
        const started = performance.now();
        try {
          await scenario.readPage(db, accountId);
        } finally {
          cost.counting = false;
        }
        return { ms: performance.now() - started, calls: cost.calls, items: cost.items };
      };
      // Side by side, in alternating order: whatever else the machine does weighs on both sizes alike.
      const runs: Record<'small' | 'big', PageCost[]> = { small: [], big: [] };
      for (let run = 0; run < RUNS; run += 1) {
        for (const size of run % 2 === 0 ? (['small', 'big'] as const) : (['big', 'small'] as const))
          runs[size].push(await once(accounts[size][0]));
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
        calls: percentile(
          runs[size].map((r) => r.calls),
          0.5,
        ),
        items: percentile(
          runs[size].map((r) => r.items),
          0.5,
        ),
      });
      const small = summary('small');
      const big = summary('big');
      const ratios = [
        ratio(big.p50, small.p50),
        ratio(big.p99, small.p99),
        ratio(big.calls, small.calls),
        ratio(big.items, small.items),
      ];
      if (ratios.some((value) => value > GOAL_RATIO)) allWithinGoal = false;
      const [p50Ratio, p99Ratio, callsRatio, itemsRatio] = ratios.map((value) => value.toFixed(2));
      rows.push(
        `| ${scenario.name} | ${small.p50.toFixed(1)} | ${big.p50.toFixed(1)} | ${p50Ratio} | ${small.p99.toFixed(1)} | ${big.p99.toFixed(1)} | ${p99Ratio} | ${small.calls} | ${big.calls} | ${callsRatio} | ${small.items} | ${big.items} | ${itemsRatio} |`,
      );
    }
  }
  console.log(`\n${RUNS} runs per row, ${SMALL} items against ${BIG}.\n`);
  console.log(
    `| scenario | p50 ms ${SMALL} | p50 ms ${BIG} | ratio | p99 ms ${SMALL} | p99 ms ${BIG} | ratio | table calls ${SMALL} | table calls ${BIG} | ratio | items read ${SMALL} | items read ${BIG} | ratio |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`\n${allWithinGoal ? 'Every' : 'Not every'} ratio is at or under ${GOAL_RATIO}.`);
} finally {
  await cloud.stop();
  rmSync(work, { recursive: true, force: true });
}
