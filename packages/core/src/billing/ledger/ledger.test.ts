import { listLedgerEntriesOfMonth } from '@masterport/data';
import { describe, expect, it } from 'vitest';
import { table } from '../../adapters/db.ts';
import { givenAccount } from '../../testing/accounts.ts';
import { useFakePorts } from '../../testing/fake-ports.ts';
import { completedRunOn, givenMaster } from '../../testing/masters.ts';
import { billingMonthOf, billingNow } from '../../billing-access/billing-clock.ts';
import { billCompletedRun } from './ledger.ts';

useFakePorts();

async function ledgerOf(accountId: string) {
  return listLedgerEntriesOfMonth(table(), accountId, billingMonthOf(await billingNow()));
}

describe('The ledger', () => {
  it('bills a completed run once however many times it is replayed at once', async () => {
    // Prepare
    const studio = await givenAccount('partner_studio');
    const run = completedRunOn(await givenMaster(studio, { type: 'PUB_TV_WEB' }), 'sources/a.mov', 1);

    // Act: the step retried and the event replayed, all at the same moment
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => billCompletedRun(run)));

    // Assess
    expect(outcomes.filter((outcome) => outcome === 'master')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already_billed')).toHaveLength(5);
    const entries = await ledgerOf(studio.account.id);
    expect(entries.map((entry) => [entry.item_key, entry.amount_cents, entry.master_title])).toEqual([
      ['MASTER', 7900, run.title],
    ]);
  });

  it('bills a later run on new sources as a revision, and a restart on the same sources as nothing', async () => {
    // Prepare
    const studio = await givenAccount('partner_studio');
    const master = await givenMaster(studio, { type: 'PUB_TV_WEB' });
    await billCompletedRun(completedRunOn(master, 'sources/first.mov', 1));

    // Act
    const restarted = await billCompletedRun(completedRunOn(master, 'sources/first.mov', 2));
    const replaced = await Promise.all([
      billCompletedRun(completedRunOn(master, 'sources/second.mov', 3)),
      billCompletedRun(completedRunOn(master, 'sources/second.mov', 3)),
    ]);

    // Assess
    expect(restarted).toBe('already_billed');
    expect(replaced.sort()).toEqual(['already_billed', 'revision']);
    const entries = await ledgerOf(studio.account.id);
    expect(entries.map((entry) => [entry.item_key, entry.amount_cents]).sort()).toEqual([
      ['MASTER', 7900],
      ['REVISION', 100],
    ]);
  });

  it('bills a radio master at the plan’s price: $1 on pay per use, free (unlimited) for a studio', async () => {
    // Prepare
    const payPerUse = await givenAccount('pay_per_use');
    const studio = await givenAccount('partner_studio');

    // Act
    await billCompletedRun(completedRunOn(await givenMaster(payPerUse, { type: 'PUB_RADIO' }), 'sources/r.wav', 1));
    await billCompletedRun(completedRunOn(await givenMaster(studio, { type: 'PUB_RADIO' }), 'sources/r.wav', 1));

    // Assess
    expect((await ledgerOf(payPerUse.account.id)).map((entry) => [entry.item_key, entry.amount_cents])).toEqual([
      ['MASTER_RADIO', 100],
    ]);
    expect((await ledgerOf(studio.account.id)).map((entry) => [entry.item_key, entry.amount_cents])).toEqual([
      ['MASTER_RADIO', 0],
    ]);
  });
});
