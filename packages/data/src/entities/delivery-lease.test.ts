import { describe, expect, it } from 'vitest';
import { leaseScopes } from '../keys.ts';
import { useTestTable } from '../test-table.ts';
import { getDeliveryLease, releaseDeliveryLease, renewDeliveryLease, takeDeliveryLease } from './delivery-lease.ts';

const table = useTestTable();

describe('Entity: delivery lease', () => {
  it('is held by one holder at a time, and free to take once it expired', async () => {
    // Prepare
    const scope = leaseScopes.destination('d1', 'CFTM');
    const now = 1_800_000_000_000;

    // Act
    const first = await takeDeliveryLease(table.db, scope, 'first', 1000, now);
    const secondWhileHeld = await takeDeliveryLease(table.db, scope, 'second', 1000, now + 500);
    const secondAfterExpiry = await takeDeliveryLease(table.db, scope, 'second', 1000, now + 1500);

    // Assess
    expect([first, secondWhileHeld, secondAfterExpiry]).toEqual([true, false, true]);
    expect(await getDeliveryLease(table.db, scope)).toMatchObject({ scope, holder: 'second', expires_at: now + 2500 });
  });

  it('is renewed and released only by its holder', async () => {
    // Prepare
    const scope = leaseScopes.send('m1');
    await takeDeliveryLease(table.db, scope, 'holder', 1000);

    // Act
    const renewedByOther = await renewDeliveryLease(table.db, scope, 'other', 1000);
    await releaseDeliveryLease(table.db, scope, 'other');
    const keptAfterOthersRelease = await getDeliveryLease(table.db, scope);
    const renewedByHolder = await renewDeliveryLease(table.db, scope, 'holder', 1000);
    await releaseDeliveryLease(table.db, scope, 'holder');

    // Assess
    expect(renewedByOther).toBe(false);
    expect(keptAfterOthersRelease?.holder).toBe('holder');
    expect(renewedByHolder).toBe(true);
    expect(await getDeliveryLease(table.db, scope)).toBeUndefined();
  });
});
