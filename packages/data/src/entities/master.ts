import {
  masterFields,
  masterOutputFields,
  uploadAssetSchema,
  type masterListFilters,
  type UploadAsset,
} from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import {
  allOf,
  defineEntity,
  deleteItem,
  fieldsEqual,
  getItem,
  getItemsByKey,
  itemAbsent,
  itemExists,
  queryKeys,
  queryOnce,
  step,
  transact,
  updateAndRead,
  updateItem,
  whenConditionHolds,
  type Condition,
  type KeyRange,
  type TransactionStep,
} from '../entity.ts';
import { keys, ranges } from '../keys.ts';
import { TransactionConflictError, UniqueConflictError } from '../errors.ts';
import { uniqueIdItem } from './unique-id.ts';
import { getShare, shareItem } from './share.ts';
import {
  listMembershipIds,
  masterWords,
  MASTER_FACETS,
  MIN_INDEXED_PREFIX,
  queryWordPrefix,
  syncMasterIndex,
  wordsOf,
} from './master-index.ts';
import { foldedText } from '../folded-text.ts';
import { accountTagEntity, uncountTag } from './account-tag.ts';

const sourceFileFields = {
  filename: z.string(),
  size: z.number(),
  key: z.string(),
  upload_id: z.string(),
  uploaded_on: z.string().nullable(),
};

export const masterSourceSchema = z.object({
  ...sourceFileFields,
  status: z.enum(['uploading', 'uploaded']),
  /** While a replacement uploads: the uploaded file it replaces, restored if the upload is cancelled. */
  replaces: z.object(sourceFileFields).nullable().default(null),
});
export type MasterSource = z.infer<typeof masterSourceSchema>;

/** An output as stored: what the API shows, and where the file is. */
export const masterOutputSchema = masterOutputFields.extend({
  /** SOURCE stays in the sources bucket (bit-identical, never copied); everything else is an output. */
  bucket: z.enum(['sources', 'outputs']).default('outputs'),
  s3_key: z.string(),
  hash_key: z.string(),
  /**
   * SHA-256 of the file, computed when it was made (null for outputs MediaConvert wrote, and those
   * made before it was kept): a delivery compares a station's checksum with it instead of hashing
   * every byte it sends.
   */
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable()
    .default(null),
});
export type MasterOutput = z.infer<typeof masterOutputSchema>;

/**
 * The stored master: the contract's field set (the slate, its state, its QC report), plus what
 * only storage keeps. The API's master is built from the same `masterFields` (core `toMaster`).
 */
export const masterItemSchema = masterFields.extend({
  /** Masters stored before archiving existed have none. */
  archive_status: masterFields.shape.archive_status.default(null),
  /** Masters stored before merging existed have none of these. */
  merge_with: masterFields.shape.merge_with.default(null),
  merged_from: masterFields.shape.merged_from.default([]),
  merged_into: masterFields.shape.merged_into.default(null),
  /** The stage a master showed before a merge was saved as a draft: where cancelling it returns. */
  merge_previous_status: masterFields.shape.status.nullable().default(null),
  account_id: z.string(),
  partner_studio_id: z.string().nullable(),
  /** The studio that made it removed it from its "Made for clients" list (`remove`): it no longer opens it. */
  removed_by_studio: z.boolean().default(false),
  created_by: z.string(),
  /** The upload tab's assets: where each source file is and whether its upload completed. */
  sources: z.partialRecord(uploadAssetSchema, masterSourceSchema).default({}),
  /**
   * The uploaded sources the current (or last) run processes, fixed when it starts: an asset
   * uploaded during a run changes `sources`, never what the run reads, and starts the next run.
   */
  run_sources: z.partialRecord(uploadAssetSchema, masterSourceSchema).default({}),
  /** Processing: the run counter (execution names), outputs by key. */
  revision: z.number().default(0),
  /** The last run whose result (ready, rejected, failed) was e-mailed: one e-mail per run, whatever the retries. */
  result_mailed_revision: z.number().default(0),
  outputs: z.record(z.string(), masterOutputSchema).default({}),
  /** What the current run does: only some output keys (recreate/create-output), loudness fixed. */
  run_options: z
    .object({ only_keys: z.array(z.string()).nullable(), fix_loudness: z.boolean() })
    .default({ only_keys: null, fix_loudness: false }),
  /** Thumbnail candidates taken by CREATING_PREVIEW (outputs bucket), and the one the master shows. */
  thumbnails: z.array(z.object({ s3_key: z.string(), at: z.number() })).default([]),
  thumbnail_key: z.string().nullable().default(null),
  /**
   * The captions embedded in MP41080_DTV (CEA-608 CC1), decoded to WebVTT by CREATING_PREVIEW
   * (outputs bucket, beside the thumbnails): browsers do not decode 608 in MP4, the player offers
   * this track beside the WebVTT output.
   */
  preview_cc608_key: z.string().nullable().default(null),
  /** Lower-case title, unique ID, advertiser, agency and product, for the list's search box. */
  search_text: z.string(),
  /**
   * What is said in the spot, each line at its time (seconds from the first frame of action): the
   * captions' text, written when CC_CONVERSION converts them, or for a master without captions its
   * transcript's lines (docs/transcripts.md); `spoken_text` is it folded (no case, no accents) for
   * the search.
   */
  spoken: z.array(z.object({ at: z.number(), text: z.string() })).default([]),
  spoken_text: z.string().default(''),
  /**
   * The transcript's files (outputs bucket, under its run's prefix): its words as JSON and the draft
   * captions grouped from them (docs/transcripts.md); null until a transcript is made.
   */
  transcript_files: z
    .object({ words_key: z.string(), srt_key: z.string(), vtt_key: z.string() })
    .nullable()
    .default(null),
  /** The Amazon Transcribe job a run waits for (its name), null when none is running. */
  transcript_job: z.string().nullable().default(null),
});
export type MasterItem = z.infer<typeof masterItemSchema>;

/** The master's own item, with its index keys: the account's list (GSI1), a studio's "made for clients" (GSI2). */
export const masterEntity = defineEntity({
  type: 'master',
  schema: masterItemSchema,
  key: (master) => keys.master(master.id),
  indexKeys: (master) => ({
    ...keys.masterByAccount(master.account_id, master.created_on, master.id),
    ...(master.partner_studio_id && !master.removed_by_studio
      ? keys.masterByStudio(master.partner_studio_id, master.created_on, master.id)
      : {}),
  }),
});

/** The master's item as stored (a benchmark writes them in bulk). */
export const masterItem = (master: MasterItem) => masterEntity.item(master);

export async function getMaster(db: Db, masterId: string): Promise<MasterItem | undefined> {
  return getItem(db, masterEntity, keys.master(masterId));
}

export async function getMasters(db: Db, masterIds: string[]): Promise<MasterItem[]> {
  return getItemsByKey(
    db,
    masterEntity,
    masterIds.map((id) => keys.master(id)),
  );
}

const isConditionFailure = (error: unknown, index: number) =>
  error instanceof TransactionConflictError && error.failedItems.includes(index);

/** The unique-ID reservation a master writes, when it has an ID (a draft may have none yet). */
const reserveUniqueId = (master: MasterItem): TransactionStep[] =>
  master.unique_id ? [step.putBuilt(uniqueIdItem({ ...master, unique_id: master.unique_id }), itemAbsent)] : [];

/** Still held by this master and never distributed (a distributed ID stays taken). */
const heldAndNeverSent = (master: MasterItem): Condition => ({
  expression: 'master_id = :id AND distributed = :no',
  values: { ':id': master.id, ':no': false },
});

/** The release of a master's unique-ID reservation, when it has an ID, under `when`. */
const releaseUniqueId = (master: MasterItem, when: Condition): TransactionStep[] =>
  master.unique_id ? [step.delete(keys.uniqueId(master.unique_id), when)] : [];

const shareOf = (master: MasterItem, hashKey = master.hash_key) => ({
  hash_key: hashKey,
  kind: 'master' as const,
  id: master.id,
  created_on: master.created_on,
});

/** The master and its unique-ID reservation (when it has an ID), together. */
export async function createMaster(db: Db, master: MasterItem): Promise<void> {
  const reservation = reserveUniqueId(master);
  try {
    await transact(db, [
      ...reservation,
      step.put(masterEntity, master, itemAbsent),
      step.putBuilt(shareItem(shareOf(master)), itemAbsent),
    ]);
  } catch (error) {
    if (reservation.length && isConditionFailure(error, 0)) throw new UniqueConflictError('unique_id');
    throw error;
  }
  await syncMasterIndex(db, undefined, master);
}

/**
 * Replaces a master, moving its unique-ID reservation when the ID changed: the old one is released
 * only if it still belongs to this master and was never distributed. A draft completed with its
 * first ID only reserves it; a side without an ID has no reservation to move.
 */
export async function replaceMaster(db: Db, previous: MasterItem, next: MasterItem): Promise<void> {
  const items: TransactionStep[] = [
    step.put(masterEntity, next, allOf(itemExists, fieldsEqual({ modified_on: previous.modified_on }))),
  ];
  if (previous.unique_id !== next.unique_id)
    items.push(...reserveUniqueId(next), ...releaseUniqueId(previous, heldAndNeverSent(previous)));
  try {
    await transact(db, items);
  } catch (error) {
    if (items.slice(1).some((_, index) => isConditionFailure(error, index + 1)))
      throw new UniqueConflictError('unique_id');
    if (isConditionFailure(error, 0)) throw new UniqueConflictError('stale');
    throw error;
  }
  await syncMasterIndex(db, previous, next);
}

type MutableFields =
  | 'spoken'
  | 'spoken_text'
  | 'transcript'
  | 'transcript_files'
  | 'transcript_job'
  | 'tvb_number'
  | 'asc_number'
  | 'house_code'
  | 'public_files'
  | 'locked'
  | 'archived'
  | 'archive_status'
  | 'status'
  | 'qc_status'
  | 'is_running'
  | 'progress'
  | 'modified_on'
  | 'revision'
  | 'quality_control'
  | 'loudness'
  | 'outputs'
  | 'processing_error'
  | 'run_options'
  | 'qc_acknowledged'
  | 'preview_output_key'
  | 'thumbnails'
  | 'thumbnail_key'
  | 'preview_cc608_key'
  | 'run_sources'
  | 'captions_filename'
  | 'sources'
  | 'merge_with'
  | 'merged_from'
  | 'merged_into'
  | 'merge_previous_status';

/**
 * Sets top-level fields; `when` adds conditions on current values (e.g. only start a run when not
 * already running), failing with ConditionalCheckFailedException otherwise.
 */
export async function updateMasterFields(
  db: Db,
  masterId: string,
  fields: Partial<Pick<MasterItem, MutableFields>>,
  when: Partial<Pick<MasterItem, 'is_running' | 'revision' | 'archived' | 'archive_status' | 'status'>> = {},
): Promise<MasterItem> {
  const change = { set: fields, when: Object.keys(when).length ? allOf(itemExists, fieldsEqual(when)) : itemExists };
  // What is said is indexed for the search: the item before the change tells which words left.
  if (!('spoken_text' in fields)) return updateAndRead(db, masterEntity, keys.master(masterId), change);
  const previous = await updateAndRead(db, masterEntity, keys.master(masterId), change, 'before');
  const next = masterItemSchema.parse({ ...previous, ...fields });
  await syncMasterIndex(db, previous, next);
  return next;
}

/**
 * Deletes a master for good: its item, its public share key and its unique-ID reservation (only
 * while it still holds it and never distributed: a distributed ID stays taken), together and only
 * if nobody changed the master since it was read; then what hangs under it (document links).
 */
export async function deleteMaster(db: Db, master: MasterItem): Promise<void> {
  try {
    const released = heldAndNeverSent(master);
    await transact(db, [
      step.delete(keys.master(master.id), fieldsEqual({ modified_on: master.modified_on })),
      step.delete(keys.share(master.hash_key)),
      ...releaseUniqueId(master, { ...released, expression: `attribute_not_exists(PK) OR (${released.expression})` }),
    ]);
  } catch (error) {
    if (isConditionFailure(error, 0)) throw new UniqueConflictError('stale');
    if (isConditionFailure(error, 2)) throw new UniqueConflictError('unique_id');
    throw error;
  }
  await syncMasterIndex(db, master, undefined);
  // Its tags: memberships go, the account's counts go down (a tag at zero is no longer listed).
  for (const tag of master.tags) {
    const folded = foldedText(tag.name);
    await deleteItem(db, keys.masterTagMembership(master.account_id, folded, master.created_on, master.id));
    await updateItem(db, accountTagEntity, keys.accountTag(master.account_id, folded), uncountTag);
  }
  for (const key of await queryKeys(db, ranges.underMaster(master.id))) await deleteItem(db, key);
}

/** A new public share key for the master; the old key's item goes in the same transaction. */
export async function renewMasterShare(db: Db, master: MasterItem, hashKey: string, now: string): Promise<void> {
  try {
    await transact(db, [
      step.update(masterEntity, keys.master(master.id), {
        set: { hash_key: hashKey, modified_on: now },
        when: fieldsEqual({ hash_key: master.hash_key }),
      }),
      step.delete(keys.share(master.hash_key)),
      step.putBuilt(shareItem(shareOf(master, hashKey)), itemAbsent),
    ]);
  } catch (error) {
    if (isConditionFailure(error, 0)) throw new UniqueConflictError('stale');
    throw error;
  }
}

/** A partner studio gives up a master it made for a client: out of its list (GSI2), no longer opened by it. */
export async function removeMasterFromStudio(db: Db, masterId: string): Promise<void> {
  await updateItem(db, masterEntity, keys.master(masterId), {
    expression: 'SET removed_by_studio = :yes REMOVE GSI2PK, GSI2SK',
    values: { ':yes': true },
    when: itemExists,
  });
}

/** Records one output of a run; earlier outputs of the key are replaced. */
export async function setMasterOutput(db: Db, masterId: string, output: MasterOutput): Promise<void> {
  // A member of `outputs`, so two steps recording outputs at once both land: checked as the schema's output.
  masterOutputSchema.parse(output);
  await updateItem(db, masterEntity, keys.master(masterId), {
    expression: 'SET outputs.#key = :output',
    names: { '#key': output.output_key },
    values: { ':output': output },
    when: itemExists,
  });
}

/**
 * The masters list's filters in the contract's own shape (`filter_by_type`, `filter_search_query`,
 * ...): the handler passes the request's body through and this file is the one place that reads
 * them. `filter_by_tag` is compared folded, as the account's tags are kept; `filter_by_owner:
 * 'clients'` lists a studio's masters made for other accounts (GSI2) instead of its own (GSI1).
 */
export type MasterListFilters = z.output<typeof masterListFilters>;

/** Counts what a listing read from the table (the masters-list benchmark prints it). */
export interface ReadCounter {
  items: number;
}

/** The words of a search query, folded as the index folds the masters' words. */
const queryWords = (search: string | undefined): string[] => (search ? wordsOf(search) : []);

/**
 * The one partition a filtered page of an account's own masters reads, newest first: the tag's
 * memberships, else the longest query word's prefix partition, else a facet's (type first, then
 * language, ratio, audio); none (GSI1) without such a filter. The other filters are checked on the
 * masters read (docs/data-model.md: which index serves which filter).
 */
export function drivingPartition(accountId: string, filter: MasterListFilters): string | undefined {
  if (filter.filter_by_owner === 'clients') return undefined;
  if (filter.filter_by_tag) return keys.masterTagPartition(accountId, foldedText(filter.filter_by_tag));
  const longest = queryWords(filter.filter_search_query).sort((a, b) => b.length - a.length)[0];
  if (longest && longest.length >= MIN_INDEXED_PREFIX)
    return keys.masterWordPartition(accountId, queryWordPrefix(longest));
  const facetValues: Record<(typeof MASTER_FACETS)[number], string | undefined> = {
    master_type: filter.filter_by_type,
    language: filter.filter_by_language,
    ratio: filter.filter_by_ratio,
    audio_type: filter.filter_by_audio,
  };
  const facet = MASTER_FACETS.find((name) => facetValues[name]);
  return facet ? keys.masterFacetPartition(accountId, facet, facetValues[facet]!) : undefined;
}

/** Every filter but the date range (a key condition wherever the page is read), for a master read. */
export function matchesFilter(master: MasterItem, filter: MasterListFilters): boolean {
  const words = queryWords(filter.filter_search_query);
  const own = words.length ? [...masterWords(master)] : [];
  const tag = filter.filter_by_tag ? foldedText(filter.filter_by_tag) : undefined;
  return (
    (!filter.filter_by_audio || master.audio_type === filter.filter_by_audio) &&
    (!filter.filter_by_type || master.master_type === filter.filter_by_type) &&
    (!filter.filter_by_ratio || master.ratio === filter.filter_by_ratio) &&
    (!filter.filter_by_language || master.language === filter.filter_by_language) &&
    (!tag || master.tags.some((candidate) => foldedText(candidate.name) === tag)) &&
    // Each word of the query starts a word of the master's slate, tags or captions.
    words.every((word) => own.some((candidate) => candidate.startsWith(word)))
  );
}

/** Whether a filter is checked on the masters read rather than by the partition or key range read. */
const filtersInCode = (filter: MasterListFilters): boolean =>
  Boolean(
    filter.filter_by_audio ||
    filter.filter_by_type ||
    filter.filter_by_ratio ||
    filter.filter_by_language ||
    filter.filter_search_query?.trim() ||
    filter.filter_by_tag,
  );

/** A master a list's page ended with (its creation date and id): the next page starts right after it. */
export interface MasterListPosition {
  readonly created_on: string;
  readonly id: string;
}

/**
 * A page of an account's masters (or a studio's masters made for clients), newest first, with the
 * filters. A page reads from the cursor until it has `limit` matches and one more (or the end):
 * the cursor it answers is the key of its last item, so the next page starts right after it
 * whatever the filters skipped. `after` (the previous page's last master) starts it there as well,
 * without a cursor to remember.
 */
export async function listMastersForAccount(
  db: Db,
  accountId: string,
  filter: MasterListFilters,
  page: { cursor?: string; after?: MasterListPosition; limit: number },
  counter?: ReadCounter,
): Promise<{ items: MasterItem[]; cursor?: string }> {
  const partition = drivingPartition(accountId, filter);
  const madeForClients = filter.filter_by_owner === 'clients';
  // After a master the previous page ended with: the key it was read at, built here (never taken from the caller).
  const after = page.after;
  const cursor = after
    ? encodeCursor(
        partition
          ? keys.masterIndexMembership(partition, after.created_on, after.id)
          : {
              ...keys.master(after.id),
              ...(madeForClients
                ? keys.masterByStudio(accountId, after.created_on, after.id)
                : keys.masterByAccount(accountId, after.created_on, after.id)),
            },
      )
    : page.cursor;
  if (partition) return listByMembership(db, partition, filter, { cursor, limit: page.limit }, counter);
  const dated = filter.filter_by_start_date || filter.filter_by_end_date;
  const range: KeyRange = {
    ...(madeForClients ? ranges.mastersMadeForClients(accountId) : ranges.mastersOfAccount(accountId)),
    // Every key of the last day sorts before `~`.
    ...(dated ? { between: [filter.filter_by_start_date ?? '0000', `${filter.filter_by_end_date ?? '9999'}~`] } : {}),
  };
  // The key range alone decides: the page and one more item (is there a next page?) is all a query
  // needs. Filters checked in code skip items, so those read in larger steps.
  const limit = filtersInCode(filter) ? 100 : page.limit + 1;
  const matched: MasterItem[] = [];
  let start: Record<string, unknown> | undefined = cursor ? decodeCursor(cursor) : undefined;
  do {
    const result = await queryOnce(db, masterEntity, range, {
      descending: true,
      limit,
      ...(start ? { startKey: start } : {}),
    });
    if (counter) counter.items += result.items.length;
    for (const master of result.items) {
      if (!matchesFilter(master, filter)) continue;
      matched.push(master);
      if (matched.length > page.limit) break;
    }
    start = result.lastKey;
  } while (start && matched.length <= page.limit);
  const items = matched.slice(0, page.limit);
  const last = items.at(-1);
  if (matched.length <= page.limit || !last) return { items };
  const indexKey = madeForClients
    ? keys.masterByStudio(last.partner_studio_id ?? '', last.created_on, last.id)
    : keys.masterByAccount(last.account_id, last.created_on, last.id);
  return { items, cursor: encodeCursor({ ...keys.master(last.id), ...indexKey }) };
}

/** A page read from one membership partition, newest first, masters read by id and checked against the other filters. */
async function listByMembership(
  db: Db,
  partition: string,
  filter: MasterListFilters,
  page: { cursor?: string; limit: number },
  counter?: ReadCounter,
): Promise<{ items: MasterItem[]; cursor?: string }> {
  const matched: { master: MasterItem; key: { PK: string; SK: string } }[] = [];
  let startKey: Record<string, unknown> | undefined = page.cursor ? decodeCursor(page.cursor) : undefined;
  // Read as much as a page needs when the partition alone decides (no other filter), more when some are skipped.
  const batch = Math.min(100, page.limit + 1);
  do {
    const { ids, lastKey, read } = await listMembershipIds(db, partition, {
      limit: batch,
      startKey,
      from: filter.filter_by_start_date,
      to: filter.filter_by_end_date,
    });
    const masters = new Map((await getMasters(db, ids)).map((master) => [master.id, master]));
    if (counter) counter.items += read + masters.size;
    for (const id of ids) {
      const master = masters.get(id);
      if (!master || !matchesFilter(master, filter)) continue;
      matched.push({ master, key: { PK: partition, SK: `${master.created_on}#${master.id}` } });
      if (matched.length > page.limit) break;
    }
    startKey = lastKey;
  } while (startKey && matched.length <= page.limit);
  const items = matched.slice(0, page.limit);
  if (matched.length <= page.limit || !items.length) return { items: items.map((entry) => entry.master) };
  return { items: items.map((entry) => entry.master), cursor: encodeCursor(items.at(-1)!.key) };
}

/**
 * Records one asset's upload (`null` removes the asset); `expectUploadId` guards completion and
 * cancellation against an upload that was replaced meanwhile.
 */
export async function setMasterSource(
  db: Db,
  masterId: string,
  asset: UploadAsset,
  source: MasterSource | null,
  expectUploadId?: string,
): Promise<MasterItem> {
  if (source) masterSourceSchema.parse(source);
  return updateAndRead(db, masterEntity, keys.master(masterId), {
    expression: source
      ? 'SET sources.#asset = :source, modified_on = :now'
      : 'REMOVE sources.#asset SET modified_on = :now',
    names: { '#asset': asset },
    values: { ...(source ? { ':source': source } : {}), ':now': new Date().toISOString() },
    when: expectUploadId
      ? {
          expression: 'attribute_exists(PK) AND sources.#asset.upload_id = :upload',
          values: { ':upload': expectUploadId },
        }
      : itemExists,
  });
}

/** Public links: the master behind a hash key, only if its created_on matches too. */
export async function getMasterByShare(db: Db, createdOn: string, hashKey: string): Promise<MasterItem | undefined> {
  const share = await getShare(db, createdOn, hashKey);
  return share?.kind === 'master' ? getMaster(db, share.id) : undefined;
}

/**
 * Claims the result e-mail of a run: true for the first caller only, so a retried step or two
 * ends reported together never mail twice.
 */
export async function claimResultMail(db: Db, masterId: string, revision: number): Promise<boolean> {
  return whenConditionHolds(
    updateItem(db, masterEntity, keys.master(masterId), {
      expression: 'SET result_mailed_revision = :revision',
      values: { ':revision': revision },
      when: {
        expression:
          'attribute_exists(PK) AND (attribute_not_exists(result_mailed_revision) OR result_mailed_revision < :revision)',
      },
    }),
  );
}
