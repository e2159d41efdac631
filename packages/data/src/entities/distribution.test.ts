import { describe, expect, it } from 'vitest';
import { distributionBulkItems, distributionFromTable, type DistributionItem } from './distribution.ts';

const now = '2026-11-26T00:00:00.000Z';
const distribution: DistributionItem = {
  id: 'd1',
  account_id: 'acc',
  ref_number: 'K7Q2M9X4T1',
  distribution_type: 'upcoming',
  draft: { tag: 'D-1' },
  master_files_ids: ['m1'],
  documents_ids: ['doc1'],
  master_types: ['PUB_TV_WEB'],
  masters_titles: ['Spot'],
  distribution_date: '2026-12-01T10:00:00.000Z',
  sent_on: now,
  completed_on: null,
  executions: 1,
  created_by: 'u',
  created_by_name: 'Adèle',
  created_on: now,
  modified_on: now,
  destination_states: {},
  revision: 1,
};

describe('Function: distributionFromTable', () => {
  it("stores the contract's names under the attributes the table has always held, and reads them back as the contract says them", () => {
    // Prepare: the item as the table stores it.
    const stored = distributionBulkItems(distribution, [])[0]!;

    // Act
    const read = distributionFromTable(stored);

    // Assess: the old attribute names in the table, the contract's in what core reads.
    expect(stored).toMatchObject({
      status: 'upcoming',
      master_file_ids: ['m1'],
      document_ids: ['doc1'],
      send_at: '2026-12-01T10:00:00.000Z',
    });
    expect(stored).not.toHaveProperty('distribution_type');
    expect(read).toEqual(distribution);
  });
});
