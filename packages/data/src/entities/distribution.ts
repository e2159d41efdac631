import * as z from 'zod';
import {
  BASE_MASTER_TYPES,
  DELIVERY_METHODS,
  DESTINATION_PROBLEMS,
  DESTINATION_STATES,
  DISTRIBUTION_TYPES,
  deliveredFileSchema,
  distributionDraftFields,
  type DestinationState,
} from '@masterport/contract';
import type { Db } from '../db.ts';
import {
  defineEntity,
  deleteItems,
  firstStepFailed,
  getItem,
  getItemsByKey,
  itemAbsent,
  MAX_TRANSACTION_STEPS,
  overFreshRead,
  queryAll,
  queryOnce,
  step,
  transact,
  transactInChunks,
  updateItem,
  type Change,
  type Condition,
  type TransactionStep,
} from '../entity.ts';
import { ConditionFailedError, TransactionConflictError } from '../errors.ts';
import { distributionCarrier, keys, ranges, type DistributionCarrier } from '../keys.ts';
import { distributionIndexItems, distributionIndexWrites, listDistributionIndexIds } from './distribution-index.ts';
import { shareItem } from './share.ts';

/**
 * A distribution (seed 001 "Distribution"): the wizard's fields as saved (`draft`), and once sent
 * what it carries, fixed: the masters, documents and stations. Its destinations are items under it.
 * Its fields carry the contract's names (`distribution_type`, `master_files_ids`, `documents_ids`,
 * `distribution_date`, as the wizard and the list say them); the table keeps the names it has
 * always stored, mapped here and nowhere else (`STORED_NAMES`).
 */
const distributionItemSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  ref_number: z.string(),
  distribution_type: z.enum(DISTRIBUTION_TYPES),
  /** What the wizard holds, as the user left it (resumed by `get-edit`). */
  draft: distributionDraftFields,
  /** Once sent: what goes, fixed. */
  master_files_ids: z.array(z.string()),
  documents_ids: z.array(z.string()),
  master_types: z.array(z.enum(BASE_MASTER_TYPES)),
  masters_titles: z.array(z.string()),
  /** When it is sent; null: at once. */
  distribution_date: z.string().nullable(),
  sent_on: z.string().nullable(),
  completed_on: z.string().nullable(),
  /** Bumped by each execution started for it (execution names). */
  executions: z.number().int(),
  created_by: z.string(),
  created_by_name: z.string(),
  created_on: z.string(),
  modified_on: z.string(),
  /**
   * Each destination's state (call letters -> state), written in the same transaction as the
   * destination: the list's row counts and its destination filters read this, not the destinations.
   */
  destination_states: z.record(z.string(), z.enum(DESTINATION_STATES)).default({}),
  /**
   * When each confirmation report went to the sender (core/distributions/confirmation-reports.ts):
   * set once, by a write conditioned on the revision that found it unset, so each report leaves once.
   * Absent on distributions written before the reports existed: none sent yet.
   */
  confirmations_sent: z.object({ delivered: z.string().optional(), acknowledged: z.string().optional() }).optional(),
  /** Bumped by every write of this item: each write is conditioned on the revision it was computed from. */
  revision: z.number().int().default(0),
});
/** The sender's confirmation reports: every destination delivered, then every spot acknowledged. */
export type ConfirmationReportKind = keyof NonNullable<DistributionItem['confirmations_sent']>;
export type DistributionItem = z.infer<typeof distributionItemSchema>;

/** The contract's name of a field -> the attribute the table stores it under (items written before the names were aligned keep theirs). */
const STORED_NAMES = {
  distribution_type: 'status',
  master_files_ids: 'master_file_ids',
  documents_ids: 'document_ids',
  distribution_date: 'send_at',
} as const;

const renamed = (item: Record<string, unknown>, names: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(item).map(([name, value]) => [names[name] ?? name, value]));

/** A distribution as the table holds it, in the contract's names. */
export const distributionFromTable = (stored: Record<string, unknown>): DistributionItem =>
  distributionItemSchema.parse(
    renamed(stored, Object.fromEntries(Object.entries(STORED_NAMES).map(([name, storedAs]) => [storedAs, name]))),
  );

/** One station of a distribution, and where its delivery stands. */
export const destinationItemSchema = z.object({
  distribution_id: z.string(),
  call_letters: z.string(),
  /** The broadcaster that owns the station: its delivery method, content, names and XML slate apply. */
  station_account_id: z.string(),
  owner_name: z.string(),
  market: z.string(),
  band: z.string(),
  language: z.enum(['en', 'fr']),
  method: z.enum(DELIVERY_METHODS).nullable(),
  state: z.enum(DESTINATION_STATES),
  problem: z.enum(DESTINATION_PROBLEMS).nullable(),
  files: z.array(deliveredFileSchema),
  /** Where each file's bytes are in our buckets (same order as `files`): the station's page serves them from there. */
  sources: z.array(z.object({ bucket: z.string(), key: z.string() })).default([]),
  bytes_total: z.number(),
  bytes_sent: z.number(),
  attempts: z.number().int(),
  /**
   * The delivery run this destination belongs to: `redistribute` bumps it, and a task of an older
   * run (a replayed event, a late retry) finds another number and writes nothing.
   */
  run: z.number().int(),
  /**
   * The execution (its number in `<distribution id>-<number>`) that carries the current run; null
   * for a destination written before it was recorded. The delivery watchdog and `redistribute`
   * ask Step Functions whether it still runs.
   */
  execution: z.number().int().nullable().default(null),
  started_on: z.string().nullable(),
  delivered_on: z.string().nullable(),
  marked_by_hand: z.boolean(),
  /** Who vouched for a delivery by hand (`mark-delivered`), when and why; a new run clears it. */
  marked: z
    .object({ by: z.string(), by_name: z.string(), on: z.string(), reason: z.string() })
    .nullable()
    .default(null),
  /** The station's own codes for the masters (master id -> house code), given on its `/dhc` page. */
  house_codes: z.record(z.string(), z.string()).default({}),
  /** Web-link destinations: the share key of the station's page (`/d/{created_on}/{hash_key}`). */
  link: z.object({ created_on: z.string(), hash_key: z.string() }).nullable(),
  /**
   * Set by `self-redistribute` for its run: the files go by web link whatever the station's method,
   * to the station's recipients and to this person (who sends them on, or delivers them by hand).
   */
  by_link_for: z
    .object({ email: z.string(), language: z.enum(['en', 'fr']) })
    .nullable()
    .default(null),
  /**
   * The version of the station's spec this run's files were chosen and checked against (issue 32);
   * null: the station had none, or the run has not planned its files yet.
   */
  spec_version: z.number().int().nullable().optional(),
  modified_on: z.string(),
});
export type DestinationItem = z.infer<typeof destinationItemSchema>;

/** A distribution read from the table (any of its stored names): written only by `distributionRecord`, in its stored names. */
const storedDistributionEntity = defineEntity({
  type: 'distribution',
  schema: z.record(z.string(), z.unknown()).transform(distributionFromTable),
});

const distributionRecord = (item: DistributionItem) => ({
  ...keys.distribution(item.id),
  ...keys.distributionByAccount(item.account_id, item.created_on, item.id),
  ...keys.distributionByRef(item.ref_number),
  type: 'distribution',
  ...renamed(distributionItemSchema.parse(item), STORED_NAMES),
});
/** States whose execution must still be running: anything else is settled or waits for a person. */
export const UNFINISHED_DESTINATION_STATES: ReadonlySet<DestinationItem['state']> = new Set([
  'waiting',
  'waiting_output',
  'in_progress',
]);
const destinationEntity = defineEntity({
  type: 'destination',
  schema: destinationItemSchema,
  key: (item) => keys.destination(item.distribution_id, item.call_letters),
  // A put replaces the whole item: the watchdog's index entry goes away as soon as the state settles.
  indexKeys: (item) =>
    UNFINISHED_DESTINATION_STATES.has(item.state)
      ? keys.unfinishedDestination(item.modified_on, item.distribution_id, item.call_letters)
      : {},
});
const destinationRecord = (item: DestinationItem) => destinationEntity.item(item);

/** A link under a master or a document: it names the distribution that carried it (its key, `keys.distributionLink`, says where). */
const distributionLinkEntity = defineEntity({
  type: 'distribution_link',
  schema: z.object({ distribution_id: z.string() }),
});
const distributionLinkItems = (
  item: Pick<DistributionItem, 'id' | 'created_on' | 'master_files_ids' | 'documents_ids'>,
) =>
  [
    ...item.master_files_ids.map((id) => distributionCarrier.master(id)),
    ...item.documents_ids.map((id) => distributionCarrier.document(id)),
  ].map((carrier) =>
    distributionLinkEntity.itemAt(keys.distributionLink(carrier, item.created_on, item.id), {
      distribution_id: item.id,
    }),
  );

/**
 * Every item a sent distribution is stored as, but the records under its masters of the stations
 * they went to (those gather several distributions: `masterStationItem`): a backfill or a
 * benchmark writes them in bulk, as `sendDistribution` would have.
 */
export function distributionBulkItems(
  item: DistributionItem,
  destinations: readonly DestinationItem[],
): Record<string, unknown>[] {
  const stored = { ...item, destination_states: statesOf(destinations) };
  return [
    distributionRecord(stored),
    ...distributionIndexItems(stored),
    ...destinationItems(destinations),
    ...distributionLinkItems(item),
  ];
}

/** Under a master, for one station: the distributions that sent the master there. */
const masterStationEntity = defineEntity({
  type: 'master_station',
  schema: z.object({ distribution_ids: z.set(z.string()) }),
});

/** Under a master: the distributions that sent it to a station (a backfill or a benchmark writes it whole). */
export const masterStationItem = (masterId: string, letters: string, distributionIds: readonly string[]) =>
  masterStationEntity.itemAt(keys.masterStation(masterId, letters), { distribution_ids: new Set(distributionIds) });

/** A distribution added to a master's record of a station (made by the first: ADD to a set). */
const sentThereBy = (
  distributionId: string,
): Change & { names: Record<string, string>; values: Record<string, unknown>; expression: string } => ({
  expression: 'SET #type = :type ADD distribution_ids :id',
  names: { '#type': 'type' },
  values: { ':type': masterStationEntity.type, ':id': new Set([distributionId]) },
});

/** Records that a distribution sent a master to a station (the index rebuild, outside a send's transaction). */
export async function recordMasterStation(
  db: Db,
  masterId: string,
  letters: string,
  distributionId: string,
): Promise<void> {
  await updateItem(db, masterStationEntity, keys.masterStation(masterId, letters), sentThereBy(distributionId));
}

/**
 * The transaction items that move a distribution from `previous` (undefined: none yet) to `next`
 * (undefined: deleted): its own item, conditioned on the revision it was computed from, then its
 * list memberships and the account's counts (distribution-index.ts). The distribution's item is
 * always first: a `TransactionConflictError` naming item 0 means another write landed first.
 */
function distributionWrites(
  previous: DistributionItem | undefined,
  next: DistributionItem | undefined,
): TransactionStep[] {
  const condition: Condition = previous
    ? {
        expression:
          previous.revision === 0 ? 'attribute_not_exists(revision) OR revision = :revision' : 'revision = :revision',
        values: { ':revision': previous.revision },
      }
    : itemAbsent;
  const own = next
    ? step.putBuilt(distributionRecord({ ...next, revision: (previous?.revision ?? 0) + 1 }), condition)
    : step.delete(keys.distribution(previous!.id), condition);
  return [own, ...distributionIndexWrites(previous, next)];
}

/**
 * Runs `write` over a fresh read of the distribution until it lands (the base's `overFreshRead`): a
 * write that lost to another at the same moment (its condition on the revision, the first step,
 * failed) reads again and is computed again.
 */
const overFreshDistribution = <T>(
  db: Db,
  distributionId: string,
  write: (current: DistributionItem | undefined) => Promise<T>,
  distributionChanged: (error: unknown) => boolean = firstStepFailed,
): Promise<T> => overFreshRead(() => getDistribution(db, distributionId), write, { lostRace: distributionChanged });

/**
 * Saves a distribution's own item (a draft, or its state once sent), with its list memberships and
 * the account's counts in the same transaction. What the table keeps for it (the destinations'
 * states, the execution counter, the revision) is taken from the item as it is now, never from the
 * copy the caller read earlier.
 */
export async function putDistribution(db: Db, item: DistributionItem): Promise<void> {
  await overFreshDistribution(db, item.id, async (current) => {
    const next = current
      ? {
          ...item,
          destination_states: current.destination_states,
          executions: current.executions,
          confirmations_sent: current.confirmations_sent,
        }
      : item;
    await transact(db, distributionWrites(current, next));
  });
}

/**
 * Takes the next execution number of a sent distribution, atomically: two redistributes at the same
 * moment get two numbers, never one name for two different inputs. The distribution is `status` again (ongoing, or upcoming before its time).
 */
export async function claimDistributionExecution(
  db: Db,
  distributionId: string,
  status: 'upcoming' | 'ongoing',
  modifiedOn: string,
): Promise<number> {
  return overFreshDistribution(db, distributionId, async (current) => {
    if (!current) throw new ConditionFailedError();
    const next: DistributionItem = {
      ...current,
      executions: current.executions + 1,
      distribution_type: status,
      completed_on: null,
      modified_on: modifiedOn,
    };
    await transact(db, distributionWrites(current, next));
    return next.executions;
  });
}

/**
 * Records that a confirmation report of the distribution is going to its sender: true for the one
 * caller that found it not yet sent (two completions at the same moment, or a replay, find it set:
 * the write is conditioned on the revision read, and a lost race reads again).
 */
export async function claimConfirmationReport(
  db: Db,
  distributionId: string,
  kind: ConfirmationReportKind,
  on: string,
): Promise<boolean> {
  return overFreshDistribution(db, distributionId, async (current) => {
    if (!current || current.confirmations_sent?.[kind]) return false;
    await transact(
      db,
      distributionWrites(current, { ...current, confirmations_sent: { ...current.confirmations_sent, [kind]: on } }),
    );
    return true;
  });
}

/** Under each master of a distribution, for each station: this distribution sent it there (the duplicate check reads these). */
const masterStationWrites = (
  item: Pick<DistributionItem, 'id' | 'master_files_ids'>,
  destinations: readonly DestinationItem[],
): TransactionStep[] =>
  item.master_files_ids.flatMap((masterId) =>
    destinations.map((destination) =>
      step.update(masterStationEntity, keys.masterStation(masterId, destination.call_letters), sentThereBy(item.id)),
    ),
  );

/** A destination and the share key of its page. */
const destinationItems = (destinations: readonly DestinationItem[]): Record<string, unknown>[] => [
  ...destinations.map(destinationRecord),
  ...destinations.flatMap((destination) =>
    destination.link
      ? [
          shareItem({
            hash_key: destination.link.hash_key,
            kind: 'destination',
            id: `${destination.distribution_id}/${destination.call_letters}`,
            created_on: destination.link.created_on,
          }),
        ]
      : [],
  ),
];
const destinationPuts = (destinations: readonly DestinationItem[]): TransactionStep[] =>
  destinationItems(destinations).map((item) => step.putBuilt(item));

const statesOf = (destinations: readonly DestinationItem[]): Record<string, DestinationState> =>
  Object.fromEntries(destinations.map((destination) => [destination.call_letters, destination.state]));

/**
 * Sends a draft: the distribution (still a draft when read, so it is sent once), its destinations,
 * the share keys of web-link destinations, the links under its masters and documents, and under
 * each master the stations it went to. Atomic up to 100 items (TransactWriteItems' limit: about 45
 * web-link stations with a few masters): the distribution, its memberships and counts and as many
 * of the rest as fit are one transaction, conditioned on the draft. A bigger send commits that
 * transaction first and then writes the rest in transactions of 100 that are idempotent (puts of
 * this distribution's own items, set additions): only the send that committed the draft reaches
 * them. A failed step answers an error with the distribution sent, some of its stations not
 * written yet and its execution not started: it is not resumed by itself, but writing the same
 * steps again (a repair) is safe. A draft sent meanwhile answers ConditionFailedError.
 */
export async function sendDistribution(
  db: Db,
  item: DistributionItem,
  destinations: readonly DestinationItem[],
): Promise<void> {
  const links = distributionLinkItems(item).map((link) => step.putBuilt(link));
  const current = await getDistribution(db, item.id);
  if (current && current.distribution_type !== 'draft') throw new ConditionFailedError();
  const commit = distributionWrites(current, { ...item, destination_states: statesOf(destinations) });
  const rest = [...destinationPuts(destinations), ...links, ...masterStationWrites(item, destinations)];
  const together = rest.splice(0, MAX_TRANSACTION_STEPS - commit.length);
  try {
    await transact(db, [...commit, ...together]);
  } catch (error) {
    if (firstStepFailed(error)) throw new ConditionFailedError({ cause: error });
    throw error;
  }
  await transactInChunks(db, rest);
}

/** Stations added to a distribution already sent: their destinations, and their states on the distribution, together. */
export async function writeDestinations(db: Db, destinations: readonly DestinationItem[]): Promise<void> {
  const distributionId = destinations[0]?.distribution_id;
  if (!distributionId) return;
  await overFreshDistribution(db, distributionId, async (current) => {
    if (!current) throw new ConditionFailedError();
    const next = { ...current, destination_states: { ...current.destination_states, ...statesOf(destinations) } };
    const commit = distributionWrites(current, next);
    const rest = [...destinationPuts(destinations), ...masterStationWrites(current, destinations)];
    await transact(db, [...commit, ...rest.splice(0, MAX_TRANSACTION_STEPS - commit.length)]);
    await transactInChunks(db, rest);
  });
}

export async function getDistribution(db: Db, distributionId: string): Promise<DistributionItem | undefined> {
  return getItem(db, storedDistributionEntity, keys.distribution(distributionId));
}

export async function getDistributionByRef(db: Db, refNumber: string): Promise<DistributionItem | undefined> {
  // The index holds the whole item, but may lag: the distribution is read again by id, consistently.
  const {
    items: [found],
  } = await queryOnce(db, storedDistributionEntity, ranges.distributionWithRef(refNumber), { limit: 1 });
  return found ? getDistribution(db, found.id) : undefined;
}

/**
 * A page of an account's distributions, newest first: from the account's partition of GSI1, or
 * from one list partition of the index (distribution-index.ts; then one batch read of the items).
 * Each entry has the key a cursor resumes after it; `lastKey` is where the next page starts.
 */
export async function listDistributionsPage(
  db: Db,
  accountId: string,
  partition: string | undefined,
  page: { limit: number; startKey?: Record<string, unknown> },
) {
  if (partition) {
    const { entries, lastKey } = await listDistributionIndexIds(db, partition, page);
    const items = new Map(
      (
        await getDistributions(
          db,
          entries.map((entry) => entry.id),
        )
      ).map((item) => [item.id, item]),
    );
    return {
      entries: entries.flatMap((entry) => {
        const item = items.get(entry.id);
        return item ? [{ item, key: entry.key }] : [];
      }),
      lastKey,
    };
  }
  const { items, lastKey } = await queryOnce(db, storedDistributionEntity, ranges.distributionsOfAccount(accountId), {
    descending: true,
    limit: page.limit,
    ...(page.startKey ? { startKey: page.startKey } : {}),
  });
  return {
    entries: items.map((item) => ({
      item,
      key: { ...keys.distribution(item.id), ...keys.distributionByAccount(item.account_id, item.created_on, item.id) },
    })),
    lastKey,
  };
}

export async function listDestinations(db: Db, distributionId: string): Promise<DestinationItem[]> {
  return queryAll(db, destinationEntity, ranges.destinationsOf(distributionId), { consistent: true });
}

export async function getDestination(
  db: Db,
  distributionId: string,
  letters: string,
): Promise<DestinationItem | undefined> {
  return getItem(db, destinationEntity, keys.destination(distributionId, letters));
}

/**
 * Writes a destination if it is still at `run`; with `unchangedSince` (the `modified_on` read), only
 * if nothing wrote it since either: a person's change (mark-delivered) never lands over a delivery's
 * write or another click made at the same moment. A change of its state is written on the
 * distribution in the same transaction (its `destination_states`, list memberships); a write that
 * keeps the state only checks that the distribution still holds it. Answers false when the
 * destination's own condition failed.
 */
export async function putDestination(
  db: Db,
  item: DestinationItem,
  run: number,
  unchangedSince?: string,
): Promise<boolean> {
  const own = step.putBuilt(destinationRecord(item), {
    expression: unchangedSince === undefined ? '#run = :run' : '#run = :run AND modified_on = :modified',
    names: { '#run': 'run' },
    values: { ':run': run, ...(unchangedSince === undefined ? {} : { ':modified': unchangedSince }) },
  });
  // The destination's own write goes first: a failure of item 0 is its condition (an older run,
  // or changed meanwhile); a failure of another item is the distribution changing: read again.
  const ownFailed = firstStepFailed;
  try {
    await overFreshDistribution(
      db,
      item.distribution_id,
      async (distribution) => {
        if (!distribution) return transact(db, [own]);
        if (distribution.destination_states[item.call_letters] === item.state) {
          return transact(db, [
            own,
            step.check(keys.distribution(item.distribution_id), {
              expression: 'destination_states.#letters = :state',
              names: { '#letters': item.call_letters },
              values: { ':state': item.state },
            }),
          ]);
        }
        return transact(db, [
          own,
          ...distributionWrites(distribution, {
            ...distribution,
            destination_states: { ...distribution.destination_states, [item.call_letters]: item.state },
          }),
        ]);
      },
      (error) => error instanceof TransactionConflictError && !ownFailed(error),
    );
    return true;
  } catch (error) {
    if (ownFailed(error)) return false;
    throw error;
  }
}

/** Takes a station off a distribution: the destination, its page's share key and its state on the distribution, together. */
export async function deleteDestination(db: Db, item: DestinationItem): Promise<void> {
  const own = [
    step.delete(keys.destination(item.distribution_id, item.call_letters)),
    ...(item.link ? [step.delete(keys.share(item.link.hash_key))] : []),
  ];
  await overFreshDistribution(db, item.distribution_id, async (distribution) => {
    if (!distribution) return transact(db, own);
    const { [item.call_letters]: _removed, ...states } = distribution.destination_states;
    return transact(db, [...distributionWrites(distribution, { ...distribution, destination_states: states }), ...own]);
  });
}

/**
 * A distribution with everything under it and the links to it: the distribution, its memberships
 * and the account's counts first (one transaction), then what was under it. The records "this
 * master went to this station" stay: the duplicate check reads the distribution's states, and a
 * distribution that is gone counts for nothing.
 */
export async function deleteDistribution(
  db: Db,
  item: DistributionItem,
  destinations: readonly DestinationItem[],
): Promise<void> {
  await overFreshDistribution(db, item.id, async (current) => {
    if (current) await transact(db, distributionWrites(current, undefined));
  });
  const deletes = [
    ...destinations.map((destination) => keys.destination(item.id, destination.call_letters)),
    ...destinations.flatMap((destination) => (destination.link ? [keys.share(destination.link.hash_key)] : [])),
    ...item.master_files_ids.map((id) =>
      keys.distributionLink(distributionCarrier.master(id), item.created_on, item.id),
    ),
    ...item.documents_ids.map((id) =>
      keys.distributionLink(distributionCarrier.document(id), item.created_on, item.id),
    ),
  ];
  await deleteItems(db, deletes);
}

/**
 * Every destination unfinished (waiting, waiting for outputs, in progress) and unchanged since
 * before `modifiedBefore` (ISO), oldest first: what the delivery watchdog checks. Scheduled sends
 * wait here until their time, so it reads every page, not the first.
 */
export async function listUnfinishedDestinations(db: Db, modifiedBefore: string): Promise<DestinationItem[]> {
  return queryAll(db, destinationEntity, ranges.destinationsUnfinishedBefore(modifiedBefore));
}

/** The distributions that carried a master or a document, newest first (every page of links). */
export async function listDistributionIdsFor(db: Db, itemKey: DistributionCarrier): Promise<string[]> {
  return (
    await queryAll(db, distributionLinkEntity, ranges.distributionLinks(itemKey), {
      descending: true,
      consistent: true,
    })
  ).map((link) => link.distribution_id);
}

/** A master's record of a station as read, with its key: a batch read answers in no order, the key says which pair it is. */
const sentRecordEntity = defineEntity({
  type: masterStationEntity.type,
  schema: z.object({ PK: z.string(), SK: z.string(), distribution_ids: z.set(z.string()) }),
});

/** The distributions at these ids that exist, in the order asked (one batch read per 100). */
export async function getDistributions(db: Db, distributionIds: readonly string[]): Promise<DistributionItem[]> {
  const found = new Map(
    (
      await getItemsByKey(
        db,
        storedDistributionEntity,
        [...new Set(distributionIds)].map((id) => keys.distribution(id)),
      )
    ).map((item) => [item.id, item]),
  );
  return distributionIds.flatMap((id) => found.get(id) ?? []);
}

/**
 * For each of these masters and stations, the distributions that sent the master there (the
 * records `sendDistribution` writes): one batch read for every pair.
 */
export async function distributionsSentTo(
  db: Db,
  masterIds: readonly string[],
  letters: readonly string[],
): Promise<{ master_id: string; call_letters: string; distribution_ids: string[] }[]> {
  // The pairs asked for name each record found: its key is not parsed back.
  const pairs = masterIds.flatMap((masterId) =>
    letters.map((entry) => ({ master_id: masterId, call_letters: entry, key: keys.masterStation(masterId, entry) })),
  );
  const byKey = new Map(pairs.map((pair) => [`${pair.key.PK}\n${pair.key.SK}`, pair]));
  return (
    await getItemsByKey(
      db,
      sentRecordEntity,
      pairs.map((pair) => pair.key),
    )
  ).flatMap((item) => {
    const pair = byKey.get(`${item.PK}\n${item.SK}`);
    return pair
      ? [{ master_id: pair.master_id, call_letters: pair.call_letters, distribution_ids: [...item.distribution_ids] }]
      : [];
  });
}
