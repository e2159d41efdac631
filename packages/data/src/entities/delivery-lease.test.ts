import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db.ts';
import { leaseScopes } from '../keys.ts';
import { startTestTable } from '../test-table.ts';
import { getDeliveryLease, releaseDeliveryLease, renewDeliveryLease, takeDeliveryLease } from './delivery-lease.ts';

let table: Awaited<ReturnType<typeof startTestTable>>;
let db: Db;

beforeAll(async () => {
  table = await startTestTable();
  db = table.db;
});

afterAll(async () => {
  await table.stop();
});

describe('Entity: delivery lease', () => {
  it('is held by one holder at a time, and free to take once it expired', async () => {
    // Prepare
    const scope = leaseScopes.destination('d1', 'CFTM');
    const now = 1_800_000_000_000;

    // Act
    const first = await takeDeliveryLease(db, scope, 'first', 1000, now);
    const secondWhileHeld = await takeDeliveryLease(db, scope, 'second', 1000, now + 500);
    const secondAfterExpiry = await takeDeliveryLease(db, scope, 'second', 1000, now + 1500);

    // Assess
    expect([first, secondWhileHeld, secondAfterExpiry]).toEqual([true, false, true]);
    expect(await getDeliveryLease(db, scope)).toMatchObject({ scope, holder: 'second', expires_at: now + 2500 });
  });

  it('is renewed and released only by its holder', async () => {
    // Prepare
    const scope = leaseScopes.send('m1');
    await takeDeliveryLease(db, scope, 'holder', 1000);

    // Act
    const renewedByOther = await renewDeliveryLease(db, scope, 'other', 1000);
    await releaseDeliveryLease(db, scope, 'other');
    const keptAfterOthersRelease = await getDeliveryLease(db, scope);
    const renewedByHolder = await renewDeliveryLease(db, scope, 'holder', 1000);
    await releaseDeliveryLease(db, scope, 'holder');

    // Assess
    expect(renewedByOther).toBe(false);
    expect(keptAfterOthersRelease?.holder).toBe('holder');
    expect(renewedByHolder).toBe(true);
    expect(await getDeliveryLease(db, scope)).toBeUndefined();
  });
});
