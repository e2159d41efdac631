import * as z from 'zod';
import { DISTRIBUTION_TYPES, type DestinationState, type DistributionType } from '@masterport/contract';
import type { Db } from '../db.ts';
import { defineEntity, getItem, queryOnce, step, type TransactionStep } from '../entity.ts';
import { keys } from '../keys.ts';
import type { DistributionItem } from './distribution.ts';

/**
 * The distributions list's index and the account's counts (docs/data-model.md, "Distributions"):
 * beside each distribution, one membership item (`<created_on>#<id>`, with `distribution_id`) in
 * each list partition it belongs to, so a tab or a destinations filter reads one partition a page
 * at a time, newest first:
 * - `ACCOUNT#<id>#DL#type=<status>`: its status (the list's tabs);
 * - `ACCOUNT#<id>#DL#dest=<filter>`: a destination in error, one in progress, or every one delivered.
 * The account's counts item holds one number per status. Both follow every write of the
 * distribution in the same transaction (`distributionIndexWrites`): the write is conditioned on
 * the status and destination states it was computed from, so two changes at the same moment
 * cannot both apply their difference to the same starting point.
 */
export const DESTINATION_FILTERS = ['errors', 'in_progress', 'delivered'] as const;
export type DestinationFilter = (typeof DESTINATION_FILTERS)[number];

/** The destination filters a distribution with destinations in these states passes (the list's `filter_by_status`). */
export function destinationFiltersOf(states: readonly DestinationState[]): DestinationFilter[] {
  const filters: DestinationFilter[] = [];
  if (states.includes('error')) filters.push('errors');
  if (states.some((state) => state === 'in_progress' || state === 'waiting_output')) filters.push('in_progress');
  if (states.length > 0 && states.every((state) => state === 'delivered')) filters.push('delivered');
  return filters;
}

/** The list partition of a tab or a destination filter. */
export const distributionListPartition = (
  accountId: string,
  filter: { status: DistributionType } | { destinations: DestinationFilter },
): string =>
  keys.distributionListPartition(
    accountId,
    'status' in filter ? `type=${filter.status}` : `dest=${filter.destinations}`,
  );

type Indexed = Pick<DistributionItem, 'account_id' | 'id' | 'created_on' | 'distribution_type' | 'destination_states'>;

function partitionsOf(item: Indexed): Set<string> {
  return new Set([
    distributionListPartition(item.account_id, { status: item.distribution_type }),
    ...destinationFiltersOf(Object.values(item.destination_states)).map((filter) =>
      distributionListPartition(item.account_id, { destinations: filter }),
    ),
  ]);
}

const membershipKey = (partition: string, item: Pick<DistributionItem, 'created_on' | 'id'>) =>
  keys.distributionListMembership(partition, item.created_on, item.id);

/** One membership: stored at its partition (`membershipKey`), it names the distribution. */
const membershipEntity = defineEntity({
  type: 'distribution_index',
  schema: z.object({ distribution_id: z.string() }),
});
const membershipItem = (partition: string, item: Pick<DistributionItem, 'created_on' | 'id'>) =>
  membershipEntity.itemAt(membershipKey(partition, item), { distribution_id: item.id });

/** The membership items of a distribution (a benchmark or a rebuild writes them in bulk). */
export const distributionIndexItems = (item: Indexed) =>
  [...partitionsOf(item)].map((partition) => membershipItem(partition, item));

/**
 * What moving a distribution from `previous` to `next` (undefined: none) changes in the list's
 * index and the account's counts, as transaction steps: only the memberships that changed, and
 * the counts only when the status did.
 */
export function distributionIndexWrites(previous: Indexed | undefined, next: Indexed | undefined): TransactionStep[] {
  const before = previous ? partitionsOf(previous) : new Set<string>();
  const after = next ? partitionsOf(next) : new Set<string>();
  const writes: TransactionStep[] = [
    ...[...before]
      .filter((partition) => !after.has(partition))
      .map((partition) => step.delete(membershipKey(partition, previous!))),
    ...[...after]
      .filter((partition) => !before.has(partition))
      .map((partition) => step.putBuilt(membershipItem(partition, next!))),
  ];
  const counts = countsChange(previous, next);
  return counts ? [...writes, counts] : writes;
}

function countsChange(previous: Indexed | undefined, next: Indexed | undefined): TransactionStep | undefined {
  if (previous?.distribution_type === next?.distribution_type) return undefined;
  const accountId = (next ?? previous)!.account_id;
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const adds: string[] = [];
  if (previous) {
    names['#from'] = previous.distribution_type;
    values[':down'] = -1;
    adds.push('#from :down');
  }
  if (next) {
    names['#to'] = next.distribution_type;
    values[':up'] = 1;
    adds.push('#to :up');
  }
  return step.update(countsEntity, keys.distributionCounts(accountId), {
    expression: `SET #type = :type ADD ${adds.join(', ')}`,
    names: { ...names, '#type': 'type' },
    values: { ...values, ':type': countsEntity.type },
  });
}

export type DistributionCounts = Record<DistributionType, number>;

/** The account's counts item: one number per status, each absent until a distribution first takes it. */
const countsEntity = defineEntity({
  type: 'distribution_counts',
  schema: z.object(
    Object.fromEntries(DISTRIBUTION_TYPES.map((status) => [status, z.number().optional()])) as Record<
      DistributionType,
      z.ZodOptional<z.ZodNumber>
    >,
  ),
});

/** The account's distributions per status: one read (the counts item; none yet: all zero). */
export async function getDistributionCounts(db: Db, accountId: string): Promise<DistributionCounts> {
  const item = await getItem(db, countsEntity, keys.distributionCounts(accountId));
  return Object.fromEntries(DISTRIBUTION_TYPES.map((status) => [status, item?.[status] ?? 0])) as DistributionCounts;
}

/**
 * The counts items of an account as they should be (a rebuild writes them): `counts` per status.
 */
export const distributionCountsItem = (accountId: string, counts: DistributionCounts) =>
  countsEntity.itemAt(keys.distributionCounts(accountId), counts);

/** A membership as read: with its key, where a cursor resumes after it. */
const listedEntity = defineEntity({
  type: membershipEntity.type,
  schema: z.object({ PK: z.string(), SK: z.string(), distribution_id: z.string() }),
});

/** A page of the distribution ids in one list partition, newest first; `lastKey` is where the next page starts. */
export async function listDistributionIndexIds(
  db: Db,
  partition: string,
  page: { limit: number; startKey?: Record<string, unknown> },
) {
  const { items, lastKey } = await queryOnce(
    db,
    listedEntity,
    { partition },
    { descending: true, limit: page.limit, ...(page.startKey ? { startKey: page.startKey } : {}) },
  );
  return { entries: items.map((item) => ({ id: item.distribution_id, key: { PK: item.PK, SK: item.SK } })), lastKey };
}
