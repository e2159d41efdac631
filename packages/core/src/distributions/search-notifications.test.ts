import { distributionBulkItems, writeInBatches, type Db, type DistributionItem } from '@masterport/data';
import { describe, expect, it } from 'vitest';
import { givenAccount, type GivenAccount } from '../testing/accounts.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { NOTIFICATIONS_SEARCH_BOUND, searchNotifications } from './distributions.ts';

const ports = useFakePorts();

/** A sent distribution that told `email` of its report, created `index` minutes into 2026 (a higher index is newer). */
function distributionOf(owner: GivenAccount, index: number, email: string): DistributionItem {
  const created = new Date(Date.parse('2026-01-01T00:00:00Z') + index * 60_000).toISOString();
  return {
    id: `${owner.account.id}-d${index}`,
    account_id: owner.account.id,
    ref_number: `R${String(index).padStart(9, '0')}`,
    distribution_type: 'completed',
    draft: { report_email: email, completed_notifications: [] },
    master_files_ids: [],
    documents_ids: [],
    master_types: [],
    masters_titles: [],
    distribution_date: null,
    sent_on: created,
    completed_on: created,
    executions: 1,
    created_by: owner.auth.userId,
    created_by_name: 'Agency',
    created_on: created,
    modified_on: created,
    destination_states: {},
    revision: 1,
  };
}

async function givenDistributions(db: Db, owner: GivenAccount, emails: readonly string[]): Promise<void> {
  await writeInBatches(
    db,
    emails
      .flatMap((email, index) => distributionBulkItems(distributionOf(owner, index, email), []))
      .map((Item) => ({ PutRequest: { Item } })),
  );
}

describe('Function: searchNotifications', () => {
  it('suggests the addresses of the account\u2019s newest distributions, reading no further than the bound', async () => {
    // Prepare: the oldest distribution's address lies beyond the newest NOTIFICATIONS_SEARCH_BOUND.
    const agency = await givenAccount('content_creator');
    await givenDistributions(ports.db, agency, [
      'first@agency.test',
      ...Array.from({ length: NOTIFICATIONS_SEARCH_BOUND }, (_, index) =>
        index === 0 ? 'traffic@agency.test' : `buyer${index % 3}@agency.test`,
      ),
    ]);

    // Act
    const buyers = await searchNotifications(agency.auth, 'buyer');
    const first = await searchNotifications(agency.auth, 'first');

    // Assess
    expect(buyers).toEqual({
      emails: ['buyer0@agency.test', 'buyer1@agency.test', 'buyer2@agency.test'],
      searched_all: false,
    });
    expect(first).toEqual({ emails: [], searched_all: false });
  });

  it('says it read every distribution of an account with fewer than the bound', async () => {
    // Prepare
    const agency = await givenAccount('content_creator');
    await givenDistributions(ports.db, agency, ['first@agency.test', 'traffic@agency.test']);

    // Act
    const first = await searchNotifications(agency.auth, 'FIRST');

    // Assess
    expect(first).toEqual({ emails: ['first@agency.test'], searched_all: true });
  });
});
