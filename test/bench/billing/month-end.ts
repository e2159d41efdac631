/**
 * Month-end finalisation benchmark (not part of `npm test`; issue 29: "month-end finalisation of
 * 10,000 accounts: time and memory printed"). BENCH_ACCOUNTS (default 10,000) content-creator
 * accounts in use are written to the local cloud's DynamoDB, each with a month of activity in its
 * ledger (its subscription comes from the plan), then `runMonthEnd` issues their invoices as the
 * scheduled task does: each account read from the list of accounts in use, its ledger and storage
 * read, its invoice numbered from the one sequence. The accounts have no primary user and no card,
 * so no e-mail is sent and nothing is charged: what is timed is the finalisation. Printed: the
 * invoices issued, the wall time, the time per account, table calls and items read, and the
 * process's peak resident and heap memory while it ran (sampled every 50 ms).
 *
 *   node --openssl-legacy-provider --import tsx test/bench/billing/month-end.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PLAN_PERMISSIONS } from '@masterport/contract';
import { startLocalCloud } from '@masterport/local';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10_000);
const MONTH = '2027-03';
const MB = 1024 ** 2;

const work = mkdtempSync(join(tmpdir(), 'masterport-bench-month-end-'));
const cloud = await startLocalCloud({ dataDir: work, port: 0, web: 'none', seed: false });
try {
  const { table } = await import('@masterport/core/table');
  const { accountItem } = await import('@masterport/data');
  const { runMonthEnd } = await import('@masterport/core/billing');
  const db = table();
  const cost = { counting: false, calls: 0, items: 0 };
  db.client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (cost.counting) {
        cost.calls += 1;
        const output = result.output as { ScannedCount?: number; Item?: unknown; Responses?: unknown };
        cost.items += context.commandName === 'QueryCommand' ? Number(output.ScannedCount ?? 0) : output.Item ? 1 : 0;
      }
      return result;
    },
    { step: 'initialize', name: 'benchCountTableCalls' },
  );

  // Accounts in use, made at the start of the month (their first subscription month is whole).
  const createdOn = `${MONTH}-01T00:00:00.000Z`;
  const items = Array.from({ length: ACCOUNTS }, (_, index) =>
    accountItem({
      id: `bench-month-end-${String(index).padStart(6, '0')}`,
      name: `Bench Agency ${index}`,
      description: null,
      address: '10 King St W',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5H 1A1',
      country: 'CA',
      phone: null,
      language: index % 2 ? 'fr' : 'en',
      plan_key: 'content_creator',
      uses_housecode: false,
      logo_key: null,
      helcim_customer_code: null,
      is_demo: false,
      status: 'active',
      pending_cancellation: null,
      pending_plan_change: null,
      permissions: [...PLAN_PERMISSIONS.content_creator],
      primary_user_id: `bench-user-${index}`,
      created_on: createdOn,
      modified_on: createdOn,
    }),
  );
  const seeding = performance.now();
  for (let start = 0; start < items.length; start += 25)
    await db.client.send(
      new BatchWriteCommand({
        RequestItems: { [db.tableName]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  console.log(`seeded ${ACCOUNTS} accounts in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heap = Math.max(peak.heap, heapUsed);
  };
  sample();
  const before = { ...peak };
  const sampler = setInterval(sample, 50);
  cost.counting = true;
  const started = performance.now();
  const result = await runMonthEnd(MONTH);
  const elapsed = performance.now() - started;
  cost.counting = false;
  clearInterval(sampler);
  sample();

  console.log(
    [
      `month end of ${MONTH}: ${result.issued} invoices issued, ${result.failed} failed, of ${ACCOUNTS} accounts`,
      `time: ${(elapsed / 1000).toFixed(1)} s (${(elapsed / ACCOUNTS).toFixed(2)} ms per account)`,
      `table calls: ${cost.calls} (${(cost.calls / ACCOUNTS).toFixed(1)} per account), items read: ${cost.items}`,
      `memory: peak rss ${(peak.rss / MB).toFixed(0)} MB (${((peak.rss - before.rss) / MB).toFixed(0)} MB more than before), peak heap ${(peak.heap / MB).toFixed(0)} MB`,
    ].join('\n'),
  );
  if (result.issued !== ACCOUNTS || result.failed !== 0) {
    console.error(`✖ expected ${ACCOUNTS} invoices and no failure`);
    process.exitCode = 1;
  }
} finally {
  await cloud.stop();
  rmSync(work, { recursive: true, force: true });
}
