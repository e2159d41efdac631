import { createHash } from 'node:crypto';
import * as z from 'zod';
import {
  BASE_MASTER_TYPES,
  RECEIVED_SPOT_STATES,
  receivedFileSchema,
  receivedSpotAcknowledgementSchema,
  receivedSpotEventSchema,
} from '@masterport/contract';
import type { Db } from '../db.ts';
import {
  defineEntity,
  getItem,
  getItemsByKey,
  putIfAbsent,
  putItems,
  queryAll,
  queryPage,
  updateItem,
  whenConditionHolds,
  type Condition,
  type KeyRange,
} from '../entity.ts';
import { ConditionFailedError } from '../errors.ts';
import { keys, ranges } from '../keys.ts';

/**
 * One master of one distribution delivered to one station (one run of its destination): the
 * station's inbox row (issue 28). What the slate said and which files arrived are copied when the
 * delivery completes, so the row keeps saying what the station received whatever the sender changes
 * later. The station's people download, acknowledge; a later delivery of the same spot replaces it.
 */
export const receivedSpotItemSchema = z.object({
  id: z.string(),
  /** The station's broadcaster: the only account that reads it. */
  account_id: z.string(),
  call_letters: z.string(),
  distribution_id: z.string(),
  ref_number: z.string(),
  run: z.number().int(),
  master_id: z.string(),
  sender_account_id: z.string(),
  sender_name: z.string(),
  /** What a later delivery of the same spot shares with it: its unique ID (ISCI), else the master. */
  spot_key: z.string(),
  title: z.string(),
  unique_id: z.string(),
  master_type: z.enum(BASE_MASTER_TYPES),
  duration: z.number(),
  language: z.string(),
  ratio: z.string().nullable(),
  audio_type: z.string().nullable(),
  advertiser: z.string(),
  agency: z.string(),
  product: z.string(),
  house_code: z.string().nullable(),
  loudness: z.number().nullable(),
  true_peak: z.number().nullable(),
  /** The version of the station's spec the files were checked against when sent (issue 32); null: none. */
  spec_version: z.number().int().nullable().optional(),
  /** Each file as delivered, with its place in the destination's files (where its bytes are). */
  files: z.array(receivedFileSchema.extend({ index: z.number().int() })),
  traffic_instructions: z.string(),
  received_on: z.string(),
  state: z.enum(RECEIVED_SPOT_STATES),
  /** The first download: who and when. */
  downloaded: z.object({ by: z.string(), by_name: z.string(), on: z.string() }).nullable(),
  acknowledged: receivedSpotAcknowledgementSchema.extend({ by: z.string() }).nullable(),
  replaced_by: z.string().nullable(),
  history: z.array(receivedSpotEventSchema),
  /** Folded words of the row a search looks in. */
  search_text: z.string(),
});
export type ReceivedSpotItem = z.infer<typeof receivedSpotItemSchema>;
type ReceivedSpotEvent = z.infer<typeof receivedSpotEventSchema>;

const receivedSpotEntity = defineEntity({
  type: 'received_spot',
  schema: receivedSpotItemSchema,
  key: (spot) => keys.receivedSpot(spot.id),
  indexKeys: (spot) => ({
    ...keys.receivedSpotByAccount(spot.account_id, spot.received_on, spot.id),
    ...keys.receivedSpotByStation(spot.call_letters, spot.spot_key, spot.received_on, spot.id),
  }),
});

/**
 * A received spot's id, from what it is (the distribution, the station, the run, the master): a
 * replayed completion of the same run names the same item and writes nothing new.
 */
export const receivedSpotId = (distributionId: string, letters: string, run: number, masterId: string): string =>
  createHash('sha256')
    .update(JSON.stringify([distributionId, letters, run, masterId]))
    .digest('base64url')
    .slice(0, 32);

/** Writes many received spots whole, in batches: a busy station's inbox made at once (tests at scale). */
export const putReceivedSpots = (db: Db, spots: readonly ReceivedSpotItem[]): Promise<void> =>
  putItems(db, receivedSpotEntity, spots);

/** Writes the received spot unless it is there already; false when it was (a replay, or another task of the same run). */
export async function putReceivedSpotIfAbsent(db: Db, spot: ReceivedSpotItem): Promise<boolean> {
  try {
    await putIfAbsent(db, receivedSpotEntity, spot);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

export async function getReceivedSpot(db: Db, id: string): Promise<ReceivedSpotItem | undefined> {
  return getItem(db, receivedSpotEntity, keys.receivedSpot(id));
}

/** The received spots of these ids that exist (the sender's view of its destinations). */
export async function getReceivedSpots(
  db: Db,
  ids: readonly string[],
  options: { consistent?: boolean } = {},
): Promise<ReceivedSpotItem[]> {
  return ids.length ? getItemsByKey(db, receivedSpotEntity, ids.map(keys.receivedSpot), options) : [];
}

/** Every delivery of one spot to one station, oldest first (a handful: one per send of it). */
export async function listReceivedSpotDeliveries(
  db: Db,
  letters: string,
  spotKey: string,
): Promise<ReceivedSpotItem[]> {
  return queryAll(db, receivedSpotEntity, ranges.receivedSpotDeliveries(letters, spotKey));
}

const appendEvent = (event: ReceivedSpotEvent) => ({
  expression: 'SET history = list_append(history, :event)',
  values: { ':event': [receivedSpotEventSchema.parse(event)] },
});

/** Marks an earlier delivery replaced by a later one; nothing when it already is. */
export async function markReceivedSpotReplaced(db: Db, id: string, replacedBy: string, on: string): Promise<boolean> {
  const event = appendEvent({ event: 'replaced', on, by_name: '', detail: '' });
  return whenConditionHolds(
    updateItem(db, receivedSpotEntity, keys.receivedSpot(id), {
      expression: `SET #state = :replaced, replaced_by = :by, ${event.expression.replace(/^SET /, '')}`,
      names: { '#state': 'state' },
      values: { ':replaced': 'replaced', ':by': replacedBy, ...event.values },
      when: { expression: 'attribute_exists(PK) AND #state <> :replaced' },
    }),
  );
}

/** `state` moves forward only: arrived -> downloaded -> acknowledged; a replaced spot stays replaced. */
const stateBefore = (states: readonly string[]): Condition => ({
  expression: `#state IN (${states.map((_, i) => `:from${i}`).join(', ')})`,
  names: { '#state': 'state' },
  values: Object.fromEntries(states.map((state, i) => [`:from${i}`, state])),
});

/**
 * How many events a spot's history keeps before downloads stop being added: a public `/d` link can
 * be fetched by anyone who has it, and an unbounded list would outgrow the item (400 KB) and then
 * refuse every later write, acknowledgements included. The first download is kept either way.
 */
export const RECEIVED_SPOT_HISTORY_MAX = 200;

/** The station fetched a file (`bytes`: what the link served): the first download is kept, each one goes in the history while it has room. */
export async function recordReceivedSpotDownload(
  db: Db,
  id: string,
  by: { by: string; by_name: string; on: string },
  fileName: string,
  bytes: number,
): Promise<void> {
  const event = appendEvent({ event: 'downloaded', on: by.on, by_name: by.by_name, detail: fileName, bytes });
  await whenConditionHolds(
    updateItem(db, receivedSpotEntity, keys.receivedSpot(id), {
      ...event,
      values: { ...event.values, ':historyMax': RECEIVED_SPOT_HISTORY_MAX },
      when: { expression: 'attribute_exists(PK) AND size(history) < :historyMax' },
    }),
  );
  // The first download is who the sender sees: written while `downloaded` is still null, never again.
  await whenConditionHolds(
    updateItem(db, receivedSpotEntity, keys.receivedSpot(id), {
      expression: 'SET downloaded = :first',
      values: { ':first': by, ':null': 'NULL' },
      when: { expression: 'attribute_type(downloaded, :null)' },
    }),
  );
  const arrived = stateBefore(['arrived']);
  await whenConditionHolds(
    updateItem(db, receivedSpotEntity, keys.receivedSpot(id), {
      expression: 'SET #state = :downloaded',
      names: arrived.names,
      values: { ':downloaded': 'downloaded', ...arrived.values },
      when: arrived,
    }),
  );
}

/** The station confirms the spot is in its traffic system (again: the latest acknowledgement stands). */
export async function acknowledgeReceivedSpot(
  db: Db,
  id: string,
  acknowledgement: { by: string; by_name: string; on: string; note: string },
): Promise<ReceivedSpotItem> {
  const event = appendEvent({
    event: 'acknowledged',
    on: acknowledgement.on,
    by_name: acknowledgement.by_name,
    detail: acknowledgement.note,
  });
  await updateItem(db, receivedSpotEntity, keys.receivedSpot(id), {
    expression: `SET acknowledged = :ack, ${event.expression.replace(/^SET /, '')}`,
    values: { ':ack': acknowledgement, ...event.values },
    when: { expression: 'attribute_exists(PK)' },
  });
  const open = stateBefore(['arrived', 'downloaded']);
  await whenConditionHolds(
    updateItem(db, receivedSpotEntity, keys.receivedSpot(id), {
      expression: 'SET #state = :acknowledged',
      names: open.names,
      values: { ':acknowledged': 'acknowledged', ...open.values },
      when: open,
    }),
  );
  const spot = await getReceivedSpot(db, id);
  if (!spot) throw new ConditionFailedError();
  return spot;
}

/**
 * One read of an account's inbox, newest first, from `cursor`: received between two moments when
 * given (the key's date), the other filters checked by the caller on what is read.
 */
export async function readReceivedSpots(
  db: Db,
  accountId: string,
  read: { limit: number; cursor?: string; between?: readonly [string, string] },
): Promise<{ items: ReceivedSpotItem[]; cursor?: string }> {
  const range: KeyRange = {
    ...ranges.receivedSpotsOfAccount(accountId),
    ...(read.between ? { between: read.between } : {}),
  };
  return queryPage(db, receivedSpotEntity, range, {
    limit: read.limit,
    descending: true,
    ...(read.cursor ? { cursor: read.cursor } : {}),
  });
}
