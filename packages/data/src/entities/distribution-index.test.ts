import { describe, expect, it } from 'vitest';
import { destinationFiltersOf, distributionIndexWrites } from './distribution-index.ts';

const distribution = {
  account_id: 'acc',
  id: 'd1',
  created_on: '2026-11-26T00:00:00.000Z',
  distribution_type: 'ongoing' as const,
  destination_states: { CAAA: 'in_progress' as const, CBBB: 'waiting' as const },
};

describe('Function: destinationFiltersOf', () => {
  it('puts a distribution in errors with one destination in error, in progress with one moving or waiting for outputs, delivered only when all are', () => {
    // Prepare, Act and Assess: each rule of the list's destination filters.
    expect(destinationFiltersOf(['error', 'delivered'])).toEqual(['errors']);
    expect(destinationFiltersOf(['waiting_output', 'waiting'])).toEqual(['in_progress']);
    expect(destinationFiltersOf(['delivered', 'delivered'])).toEqual(['delivered']);
    expect(destinationFiltersOf([])).toEqual([]);
  });
});

describe('Function: distributionIndexWrites', () => {
  it('writes only the memberships that change, and moves the count from the old status to the new', () => {
    // Prepare: an ongoing distribution whose last destination fails and which settles with errors.
    const next = {
      ...distribution,
      distribution_type: 'completed_with_errors' as const,
      destination_states: { CAAA: 'delivered' as const, CBBB: 'error' as const },
    };

    // Act
    const writes = distributionIndexWrites(distribution, next);

    // Assess: out of the ongoing tab and in progress, into its new tab and errors; -1 ongoing, +1 completed with errors.
    expect(writes.flatMap((write) => ('Delete' in write ? [write.Delete.Key] : []))).toEqual([
      { PK: 'ACCOUNT#acc#DL#type=ongoing', SK: '2026-11-26T00:00:00.000Z#d1' },
      { PK: 'ACCOUNT#acc#DL#dest=in_progress', SK: '2026-11-26T00:00:00.000Z#d1' },
    ]);
    expect(writes.flatMap((write) => ('Put' in write ? [write.Put.Item] : []))).toEqual([
      expect.objectContaining({ PK: 'ACCOUNT#acc#DL#type=completed_with_errors', distribution_id: 'd1' }),
      expect.objectContaining({ PK: 'ACCOUNT#acc#DL#dest=errors', distribution_id: 'd1' }),
    ]);
    expect(writes.flatMap((write) => ('Update' in write ? [write.Update] : []))[0]).toMatchObject({
      Key: { PK: 'ACCOUNT#acc', SK: 'DISTRIBUTION_COUNTS' },
      ExpressionAttributeNames: { '#from': 'ongoing', '#to': 'completed_with_errors' },
      ExpressionAttributeValues: { ':down': -1, ':up': 1 },
    });
  });

  it('writes nothing when neither the status nor a filter changes, and counts a new or deleted distribution once', () => {
    // Prepare, Act and Assess
    expect(
      distributionIndexWrites(distribution, {
        ...distribution,
        destination_states: { CAAA: 'in_progress', CBBB: 'in_progress' },
      }),
    ).toEqual([]);
    expect(
      distributionIndexWrites(undefined, distribution).flatMap((write) => ('Update' in write ? [write.Update] : []))[0],
    ).toMatchObject({
      ExpressionAttributeValues: { ':up': 1 },
    });
    expect(
      distributionIndexWrites(distribution, undefined).flatMap((write) => ('Update' in write ? [write.Update] : []))[0],
    ).toMatchObject({
      ExpressionAttributeNames: { '#from': 'ongoing' },
      ExpressionAttributeValues: { ':down': -1 },
    });
  });
});
