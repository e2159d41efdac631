import { PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DISTRIBUTION_TYPES } from '@masterport/contract';
import { writeInBatches, type Db } from '../db.ts';
import { keys } from '../keys.ts';
import { distributionFromTable, listDestinations } from './distribution.ts';
import { distributionCountsItem, distributionIndexItems, type DistributionCounts } from './distribution-index.ts';

/** Every item of one `type` in the table, a page of the scan at a time. A maintenance scan, never in a request path. */
async function forEachOfType(db: Db, type: string, visit: (item: Record<string, unknown>) => Promise<void>): Promise<void> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new ScanCommand({
      TableName: db.tableName, FilterExpression: '#type = :type', ExpressionAttributeNames: { '#type': 'type' }, ExpressionAttributeValues: { ':type': type }, ExclusiveStartKey: start,
    }));
    for (const item of page.Items ?? []) await visit(item);
    start = page.LastEvaluatedKey;
  } while (start);
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
  const stale: Record<string, unknown>[] = [];
  await forEachOfType(db, 'distribution_index', async (item) => { stale.push({ DeleteRequest: { Key: { PK: item.PK, SK: item.SK } } }); });
  await writeInBatches(db, stale);
  const counts = new Map<string, DistributionCounts>();
  let indexed = 0;
  await forEachOfType(db, 'distribution', async (raw) => {
    const item = distributionFromTable(raw);
    const destinations = await listDestinations(db, item.id);
    const stored = { ...item, destination_states: Object.fromEntries(destinations.map((destination) => [destination.call_letters, destination.state])) };
    await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...raw, destination_states: stored.destination_states, revision: item.revision + 1 } }));
    await writeInBatches(db, distributionIndexItems(stored).map((entry) => ({ PutRequest: { Item: entry } })));
    for (const masterId of item.master_files_ids) {
      for (const destination of destinations) {
        await db.client.send(new UpdateCommand({
          TableName: db.tableName, Key: keys.masterStation(masterId, destination.call_letters), UpdateExpression: 'SET #type = :type ADD distribution_ids :id',
          ExpressionAttributeNames: { '#type': 'type' }, ExpressionAttributeValues: { ':type': 'master_station', ':id': new Set([item.id]) },
        }));
      }
    }
    const account = counts.get(item.account_id) ?? Object.fromEntries(DISTRIBUTION_TYPES.map((status) => [status, 0])) as DistributionCounts;
    account[item.distribution_type] += 1;
    counts.set(item.account_id, account);
    indexed += 1;
  });
  await writeInBatches(db, [...counts].map(([accountId, account]) => ({ PutRequest: { Item: distributionCountsItem(accountId, account) } })));
  return indexed;
}
