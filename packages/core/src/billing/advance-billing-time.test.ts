import { STORAGE_AGE_BANDS } from '@masterport/contract';
import { getInvoice, listStorageDays } from '@masterport/data';
import { describe, expect, it, vi } from 'vitest';
import { table } from '../adapters/db.ts';
import { resetConfig } from '../config.ts';
import { givenAccount } from '../testing/accounts.ts';
import { useMovableBillingClock } from '../testing/billing-clock.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { completedRunOn, givenMaster } from '../testing/masters.ts';
import { advanceBillingTime } from './advance-billing-time.ts';
import { billingMonthOf, billingNow, daysInMonth, moveBillingClock } from '../billing-access/billing-clock.ts';
import { monthInvoiceId } from './invoices/invoice-id.ts';
import { billCompletedRun } from './ledger/ledger.ts';
import { meterStoredFiles } from './storage-metering/stored-files.ts';

useFakePorts();

describe('Advancing billing time (the local cloud)', () => {
  useMovableBillingClock();

  it('meters every day it skips and issues the invoice of the month it leaves, as the schedules would have', async () => {
    // Prepare: a studio that made a TV master this month and keeps a file.
    const studio = await givenAccount('partner_studio');
    await billCompletedRun(completedRunOn(await givenMaster(studio, { type: 'PUB_TV_WEB' })));
    const now = await billingNow();
    await meterStoredFiles([
      {
        change: 'made',
        file: {
          accountId: studio.account.id,
          bucket: 'unit-outputs',
          key: `${studio.account.id}/a.mxf`,
          bytes: 2e9,
          madeOn: now.toISOString(),
        },
      },
    ]);
    const month = billingMonthOf(now);
    const daysToNextMonth = daysInMonth(month) - now.getUTCDate() + 1;

    // Act
    const moved = await advanceBillingTime(daysToNextMonth);

    // Assess
    expect(moved.meteredDays).toBe(daysToNextMonth);
    expect(moved.monthsFinalised).toEqual([month]);
    const metered = await listStorageDays(table(), studio.account.id, month);
    expect(metered.map((day) => day.day).at(-1)).toBe(`${month}-${String(daysInMonth(month)).padStart(2, '0')}`);
    const invoice = await getInvoice(table(), monthInvoiceId(studio.account.id, month));
    expect(invoice?.lines.map((line) => line.item_key)).toEqual(
      expect.arrayContaining(['SUBSCRIPTION', 'MASTER', STORAGE_AGE_BANDS[0]!.key]),
    );
  });

  it('counts two moves made at the same moment', async () => {
    // Prepare
    const before = (await billingNow()).getTime();

    // Act
    await Promise.all([moveBillingClock(1), moveBillingClock(1)]);

    // Assess: two days ahead (less a minute for the time the test took), not one.
    expect((await billingNow()).getTime() - before).toBeGreaterThan(2 * 86_400_000 - 60_000);
  });

  it('is refused outside the local cloud', async () => {
    vi.stubEnv('LOCAL_CLOUD', '');
    resetConfig();
    await expect(advanceBillingTime(1)).rejects.toMatchObject({ code: 'not_found' });
  });
});
