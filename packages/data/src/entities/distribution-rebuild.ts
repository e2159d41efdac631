import { DISTRIBUTION_TYPES } from '@masterport/contract';
import { writeInBatches, type Db } from '../db.ts';
import { deleteItems, putBuilt, scanKinds } from '../entity.ts';
import { distributionFromTable, listDestinations, recordMasterStation } from './distribution.ts';
import { distributionCountsItem, distributionIndexItems, type DistributionCounts } from './distribution-index.ts';

/** Every item of one `type` in the table, a page of the scan at a time. A maintenance scan, never in a request path. */
async function forEachOfType(
  db: Db,
  type: string,
  visit: (item: Record<string, unknown>) => Promise<void>,
): Promise<void> {
  for await (const page of scanKinds(db, [type])) {
    for (const item of page) await visit(item);
  }
}

/**
 * Rebuilds what the distributions lists read from what the distributions and their destinations
 * are (`npm run rebuild-distribution-index`): each distribution's destination states, its list
 * memberships (the old ones are deleted first), the records "this master went to this station"
 * and each account's counts item. Run once after deploying the index over distributions stored
 * before it, while no one sends (a maintenance scan); running it again changes nothing. Answers how
 * many distributions it indexed.
 */
export async function rebuildDistributionIndexes(db: Db): Promise<number> {
  const stale: { PK: string; SK: string }[] = [];
  await forEachOfType(db, 'distribution_index', async (item) => {
    stale.push({ PK: String(item.PK), SK: String(item.SK) });
  });
  await deleteItems(db, stale);
  const counts = new Map<string, DistributionCounts>();
  let indexed = 0;
  await forEachOfType(db, 'distribution', async (raw) => {
    const item = distributionFromTable(raw);
    const destinations = await listDestinations(db, item.id);
    const stored = {
      ...item,
      destination_states: Object.fromEntries(
        destinations.map((destination) => [destination.call_letters, destination.state]),
      ),
    };
    // The item as it was read, in its stored names, with the states and a new revision.
    await putBuilt(db, { ...raw, destination_states: stored.destination_states, revision: item.revision + 1 });
    await writeInBatches(
      db,
      distributionIndexItems(stored).map((entry) => ({ PutRequest: { Item: entry } })),
    );
    for (const masterId of item.master_files_ids) {
      for (const destination of destinations) {
        await recordMasterStation(db, masterId, destination.call_letters, item.id);
      }
    }
    const account =
      counts.get(item.account_id) ??
      (Object.fromEntries(DISTRIBUTION_TYPES.map((status) => [status, 0])) as DistributionCounts);
    account[item.distribution_type] += 1;
    counts.set(item.account_id, account);
    indexed += 1;
  });
  await writeInBatches(
    db,
    [...counts].map(([accountId, account]) => ({ PutRequest: { Item: distributionCountsItem(accountId, account) } })),
  );
  return indexed;
}
