import { ACCOUNTS_IN_USE_SHARDS, listInvoicesOfAccount } from '@masterport/data';
import { describe, expect, it } from 'vitest';
import { table } from '../../adapters/db.ts';
import { billingMonthOf, billingNow } from '../../billing-access/billing-clock.ts';
import { givenAccount } from '../../testing/accounts.ts';
import { useFakePorts } from '../../testing/fake-ports.ts';
import { finaliseMonthEndShard, finishMonthEnd, startMonthEnd, type MonthEndShard } from './month-end.ts';

// This file's own table: the month end reads every account in use, so no other file's accounts are in it.
useFakePorts();

describe('The month end, shard by shard', () => {
  it('finalises every account in use once, a page per task when the budget is spent, handing the cursor on until each shard is done', async () => {
    // Prepare: studios pay a subscription, so each has an invoice to issue for the current month
    const studios = await Promise.all(Array.from({ length: 7 }, () => givenAccount('partner_studio')));
    const month = billingMonthOf(await billingNow());

    // Act: as the state machine runs it, with pages of 2 and no time budget (one page per task)
    const started = await startMonthEnd(month);
    const tasksPerShard: number[] = [];
    const finalised: MonthEndShard[] = [];
    for (let shard of started.shards) {
      let tasks = 0;
      while (!shard.done) {
        shard = await finaliseMonthEndShard(shard, { budgetMs: 0, pageSize: 2 });
        tasks += 1;
      }
      tasksPerShard.push(tasks);
      finalised.push(shard);
    }
    const result = await finishMonthEnd(month, finalised);
    const again = await startMonthEnd(month).then(({ shards }) =>
      Promise.all(shards.map((shard) => finaliseMonthEndShard(shard))),
    );

    // Assess: each shard took a task per page of 2 (one more when a page ends on the last account)
    expect(started.shards.map((shard) => shard.shard)).toEqual([...Array(ACCOUNTS_IN_USE_SHARDS).keys()]);
    expect(result).toEqual({ month, issued: 7, failed: 0 });
    const perShard = finalised.map((shard) => shard.issued);
    perShard.forEach((issued, shard) => expect(tasksPerShard[shard]).toBeGreaterThanOrEqual(Math.ceil(issued / 2)));
    expect(Math.max(...tasksPerShard)).toBeGreaterThan(1);
    // Run again (a retried task, an execution started again): each account still has its one invoice.
    expect(again.every((shard) => shard.done)).toBe(true);
    const invoices = await Promise.all(
      studios.map(({ account }) => listInvoicesOfAccount(table(), account.id, { limit: 10 })),
    );
    expect(invoices.map(({ items }) => items.map((invoice) => invoice.month))).toEqual(studios.map(() => [month]));
  });
});
