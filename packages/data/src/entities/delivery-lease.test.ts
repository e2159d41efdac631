import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTable, type TestTable } from '@masterport/local/table-emulator';
import { getDeliveryLease, releaseDeliveryLease, renewDeliveryLease, takeDeliveryLease } from './delivery-lease.ts';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable();
}, 30_000);
afterAll(() => table.stop());

let scopes = 0;
const newScope = () => `DEST#unit#${(scopes += 1)}`;
const MINUTE = 60_000;

describe('Function: takeDeliveryLease (a conditional write)', () => {
  it('gives a free scope to one of two takers at the same moment', async () => {
    // Prepare
    const scope = newScope();

    // Act
    const taken = await Promise.all(['first', 'second'].map((holder) => takeDeliveryLease(table.db, scope, holder, MINUTE)));

    // Assess
    expect(taken.sort()).toEqual([false, true]);
  });

  it('lets its holder take it again, and another only once it expired', async () => {
    // Prepare
    const scope = newScope();
    const now = Date.now();
    await takeDeliveryLease(table.db, scope, 'first', MINUTE, now);

    // Act
    const again = await takeDeliveryLease(table.db, scope, 'first', MINUTE, now + 1000);
    const otherWhileHeld = await takeDeliveryLease(table.db, scope, 'second', MINUTE, now + MINUTE);
    const otherOnceExpired = await takeDeliveryLease(table.db, scope, 'second', MINUTE, now + 1000 + MINUTE + 1);

    // Assess
    expect([again, otherWhileHeld, otherOnceExpired]).toEqual([true, false, true]);
    expect((await getDeliveryLease(table.db, scope))?.holder).toBe('second');
  });
});

describe('Functions: renewDeliveryLease and releaseDeliveryLease', () => {
  it('renew and release only the holder\u2019s own lease: one taken over after expiring stays the new holder\u2019s', async () => {
    // Prepare
    const scope = newScope();
    const now = Date.now();
    await takeDeliveryLease(table.db, scope, 'crashed', MINUTE, now);
    await takeDeliveryLease(table.db, scope, 'next', MINUTE, now + MINUTE + 1);

    // Act
    const renewedByOld = await renewDeliveryLease(table.db, scope, 'crashed', MINUTE);
    await releaseDeliveryLease(table.db, scope, 'crashed');
    const renewedByNew = await renewDeliveryLease(table.db, scope, 'next', MINUTE);
    const heldAfterOldRelease = (await getDeliveryLease(table.db, scope))?.holder;
    await releaseDeliveryLease(table.db, scope, 'next');

    // Assess
    expect([renewedByOld, renewedByNew, heldAfterOldRelease]).toEqual([false, true, 'next']);
    expect(await getDeliveryLease(table.db, scope)).toBeUndefined();
  });
});
