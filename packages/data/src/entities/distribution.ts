import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { BASE_MASTER_TYPES, DELIVERY_METHODS, DESTINATION_PROBLEMS, DESTINATION_STATES, DISTRIBUTION_TYPES, deliveredFileSchema, distributionDraftFields } from '@masterport/contract';
import { queryAllOnGsi1, writeInBatches, type Db } from '../db.ts';
import { ConditionFailedError } from '../errors.ts';
import { keys } from '../keys.ts';
import { shareItem } from './share.ts';

/**
 * A distribution (seed 001 "Distribution"): the wizard's fields as saved (`draft`), and once sent
 * what it carries, fixed: the masters, documents and stations. Its destinations are items under it.
 */
export const distributionItemSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  ref_number: z.string(),
  status: z.enum(DISTRIBUTION_TYPES),
  /** What the wizard holds, as the user left it (resumed by `get-edit`). */
  draft: distributionDraftFields,
  /** Once sent: what goes, fixed. */
  master_file_ids: z.array(z.string()),
  document_ids: z.array(z.string()),
  master_types: z.array(z.enum(BASE_MASTER_TYPES)),
  masters_titles: z.array(z.string()),
  /** null: sent at once. */
  send_at: z.string().nullable(),
  sent_on: z.string().nullable(),
  completed_on: z.string().nullable(),
  /** Bumped by each execution started for it (execution names). */
  executions: z.number().int(),
  created_by: z.string(),
  created_by_name: z.string(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type DistributionItem = z.infer<typeof distributionItemSchema>;

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
  marked: z.object({ by: z.string(), by_name: z.string(), on: z.string(), reason: z.string() }).nullable().default(null),
  /** The station's own codes for the masters (master id -> house code), given on its `/dhc` page. */
  house_codes: z.record(z.string(), z.string()).default({}),
  /** Web-link destinations: the share key of the station's page (`/d/{created_on}/{hash_key}`). */
  link: z.object({ created_on: z.string(), hash_key: z.string() }).nullable(),
  /**
   * Set by `self-redistribute` for its run: the files go by web link whatever the station's method,
   * to the station's recipients and to this person (who sends them on, or delivers them by hand).
   */
  by_link_for: z.object({ email: z.string(), language: z.enum(['en', 'fr']) }).nullable().default(null),
  modified_on: z.string(),
});
export type DestinationItem = z.infer<typeof destinationItemSchema>;

const distributionRecord = (item: DistributionItem) => ({
  ...keys.distribution(item.id), ...keys.distributionByAccount(item.account_id, item.created_on, item.id), ...keys.distributionByRef(item.ref_number), type: 'distribution', ...item,
});
/** States whose execution must still be running: anything else is settled or waits for a person. */
export const UNFINISHED_DESTINATION_STATES: ReadonlySet<DestinationItem['state']> = new Set(['waiting', 'waiting_output', 'in_progress']);
const destinationRecord = (item: DestinationItem) => ({
  ...keys.destination(item.distribution_id, item.call_letters),
  // A put replaces the whole item: the watchdog's index entry goes away as soon as the state settles.
  ...(UNFINISHED_DESTINATION_STATES.has(item.state) ? keys.unfinishedDestination(item.modified_on, item.distribution_id, item.call_letters) : {}),
  type: 'destination', ...item,
});

/** Saves a distribution's own item (a draft, or its state once sent). */
export async function putDistribution(db: Db, item: DistributionItem): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: distributionRecord(item) }));
}

/**
 * Takes the next execution number of a sent distribution, atomically: two redistributes at the same
 * moment get two numbers, never one name for two different inputs. The distribution is `status` again (ongoing, or upcoming before its time).
 */
export async function claimDistributionExecution(db: Db, distributionId: string, status: 'upcoming' | 'ongoing', modifiedOn: string): Promise<number> {
  const { Attributes } = await db.client.send(new UpdateCommand({
    TableName: db.tableName, Key: keys.distribution(distributionId),
    UpdateExpression: 'ADD executions :one SET #status = :status, completed_on = :null, modified_on = :now',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':one': 1, ':status': status, ':null': null, ':now': modifiedOn },
    ReturnValues: 'ALL_NEW',
  }));
  return distributionItemSchema.parse(Attributes).executions;
}

/**
 * Sends a draft: the distribution (still a draft when read, so it is sent once), its destinations,
 * the share keys of web-link destinations and the links under its masters and documents, together.
 */
export async function sendDistribution(db: Db, item: DistributionItem, destinations: readonly DestinationItem[]): Promise<void> {
  const links = [
    ...item.master_file_ids.map((id) => keys.distributionLink(`MASTER#${id}`, item.created_on, item.id)),
    ...item.document_ids.map((id) => keys.distributionLink(`DOCUMENT#${id}`, item.created_on, item.id)),
  ].map((key) => ({ ...key, type: 'distribution_link', distribution_id: item.id }));
  await db.client.send(new PutCommand({
    TableName: db.tableName, Item: distributionRecord(item),
    ConditionExpression: 'attribute_not_exists(PK) OR #status = :draft', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':draft': 'draft' },
  }));
  await writeInBatches(db, [...destinationWrites(destinations), ...links.map((link) => ({ PutRequest: { Item: link } }))]);
}

/** A destination and the share key of its page. */
const destinationWrites = (destinations: readonly DestinationItem[]) => [
  ...destinations.map((destination) => ({ PutRequest: { Item: destinationRecord(destination) } })),
  ...destinations.flatMap((destination) => (destination.link
    ? [{ PutRequest: { Item: shareItem({ hash_key: destination.link.hash_key, kind: 'destination', id: `${destination.distribution_id}/${destination.call_letters}`, created_on: destination.link.created_on }) } }]
    : [])),
];

/** Stations added to a distribution already sent. */
export async function writeDestinations(db: Db, destinations: readonly DestinationItem[]): Promise<void> {
  await writeInBatches(db, destinationWrites(destinations));
}

export async function getDistribution(db: Db, distributionId: string): Promise<DistributionItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.distribution(distributionId), ConsistentRead: true }));
  return Item ? distributionItemSchema.parse(Item) : undefined;
}

export async function getDistributionByRef(db: Db, refNumber: string): Promise<DistributionItem | undefined> {
  const { GSI2PK } = keys.distributionByRef(refNumber);
  const { Items } = await db.client.send(new QueryCommand({
    TableName: db.tableName, IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': GSI2PK },
  }));
  const found = Items?.[0];
  return found ? getDistribution(db, String(found.id)) : undefined;
}

/** Every distribution of an account, newest first (hundreds a year: filters run in code). */
export async function listDistributionsForAccount(db: Db, accountId: string): Promise<DistributionItem[]> {
  return (await queryAllOnGsi1(db, keys.distributionByAccount(accountId, '', '').GSI1PK)).map((item) => distributionItemSchema.parse(item));
}

export async function listDestinations(db: Db, distributionId: string): Promise<DestinationItem[]> {
  const { PK, SK } = keys.destination(distributionId, '');
  const items: DestinationItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new QueryCommand({
      TableName: db.tableName, KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': PK, ':sk': SK }, ConsistentRead: true, ExclusiveStartKey: start,
    }));
    items.push(...(page.Items ?? []).map((item) => destinationItemSchema.parse(item)));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

export async function getDestination(db: Db, distributionId: string, letters: string): Promise<DestinationItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.destination(distributionId, letters), ConsistentRead: true }));
  return Item ? destinationItemSchema.parse(Item) : undefined;
}

/**
 * Writes a destination only while it is still at `run` (a task of an older run writes nothing and
 * learns it from `false`).
 */
/**
 * Writes a destination if it is still at `run`; with `unchangedSince` (the `modified_on` read), only
 * if nothing wrote it since either: a person's change (mark-delivered) never lands over a delivery's
 * write or another click made at the same moment.
 */
export async function putDestination(db: Db, item: DestinationItem, run: number, unchangedSince?: string): Promise<boolean> {
  try {
    await db.client.send(new PutCommand({
      TableName: db.tableName, Item: destinationRecord(item),
      ConditionExpression: unchangedSince === undefined ? '#run = :run' : '#run = :run AND modified_on = :modified',
      ExpressionAttributeNames: { '#run': 'run' },
      ExpressionAttributeValues: { ':run': run, ...(unchangedSince === undefined ? {} : { ':modified': unchangedSince }) },
    }));
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

export async function deleteDestination(db: Db, item: DestinationItem): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.destination(item.distribution_id, item.call_letters) }));
  if (item.link) await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.share(item.link.hash_key) }));
}

/** A distribution with everything under it and the links to it. */
export async function deleteDistribution(db: Db, item: DistributionItem, destinations: readonly DestinationItem[]): Promise<void> {
  const deletes = [
    keys.distribution(item.id),
    ...destinations.map((destination) => keys.destination(item.id, destination.call_letters)),
    ...destinations.flatMap((destination) => (destination.link ? [keys.share(destination.link.hash_key)] : [])),
    ...item.master_file_ids.map((id) => keys.distributionLink(`MASTER#${id}`, item.created_on, item.id)),
    ...item.document_ids.map((id) => keys.distributionLink(`DOCUMENT#${id}`, item.created_on, item.id)),
  ];
  await writeInBatches(db, deletes.map((Key) => ({ DeleteRequest: { Key } })));
}

/**
 * Every destination unfinished (waiting, waiting for outputs, in progress) and unchanged since
 * before `modifiedBefore` (ISO), oldest first: what the delivery watchdog checks. Scheduled sends
 * wait here until their time, so it reads every page, not the first.
 */
export async function listUnfinishedDestinations(db: Db, modifiedBefore: string): Promise<DestinationItem[]> {
  const items: DestinationItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new QueryCommand({
      TableName: db.tableName, IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :before',
      ExpressionAttributeValues: { ':pk': keys.unfinishedDestination('', '', '').GSI1PK, ':before': modifiedBefore }, ExclusiveStartKey: start,
    }));
    items.push(...(page.Items ?? []).map((item) => destinationItemSchema.parse(item)));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The distributions that carried a master or a document, newest first. */
export async function listDistributionIdsFor(db: Db, itemKey: `MASTER#${string}` | `DOCUMENT#${string}`): Promise<string[]> {
  const { Items } = await db.client.send(new QueryCommand({
    TableName: db.tableName, KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': itemKey, ':sk': 'DISTLINK#' },
    ScanIndexForward: false, ConsistentRead: true,
  }));
  return (Items ?? []).map((item) => String(item.distribution_id));
}
