import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { audioTypeSchema, masterTypeSchema, qcStatusSchema, ratioSchema, stageCodeSchema, uploadAssetSchema, type UploadAsset } from '@masterport/contract';
import { z } from 'zod';
import type { Db } from '../db.ts';
import { keys } from '../keys.ts';
import { UniqueConflictError } from '../registration.ts';

export const masterSourceSchema = z.object({
  filename: z.string(),
  size: z.number(),
  key: z.string(),
  upload_id: z.string(),
  status: z.enum(['uploading', 'uploaded']),
  uploaded_on: z.string().nullable(),
});
export type MasterSource = z.infer<typeof masterSourceSchema>;

export const qcItemSchema = z.object({
  check: z.string(),
  status: z.enum(['passed', 'warning', 'rejected']),
  measured: z.string().nullable(),
  expected: z.string().nullable(),
  code: z.string().nullable(),
  message: z.object({ en: z.string(), fr: z.string() }),
});

export const masterOutputSchema = z.object({
  output_key: z.string(),
  /** SOURCE stays in the sources bucket (bit-identical, never copied); everything else is an output. */
  bucket: z.enum(['sources', 'outputs']).default('outputs'),
  category: z.string(),
  s3_key: z.string(),
  filename: z.string(),
  size: z.number(),
  created_on: z.string(),
  hash_key: z.string(),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type MasterOutput = z.infer<typeof masterOutputSchema>;

export const masterItemSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  partner_studio_id: z.string().nullable(),
  created_by: z.string(),
  master_type: masterTypeSchema,
  title: z.string(),
  unique_id: z.string(),
  duration: z.number(),
  language: z.enum(['en', 'fr']),
  ratio: ratioSchema,
  audio_type: audioTypeSchema,
  announcer: z.string(),
  agency: z.string(),
  product: z.string(),
  house_code: z.string().nullable(),
  captions_filename: z.string().nullable(),
  source_filename: z.string().nullable(),
  use_video_audio: z.boolean(),
  test_brng: z.boolean(),
  is_draft: z.boolean(),
  status: stageCodeSchema,
  qc_status: qcStatusSchema,
  is_running: z.boolean(),
  progress: z.number(),
  locked: z.boolean(),
  archived: z.boolean(),
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
  tvb_number: z.string().nullable(),
  asc_number: z.string().nullable(),
  hash_key: z.string(),
  /** The upload tab's assets: where each source file is and whether its upload completed. */
  sources: z.partialRecord(uploadAssetSchema, masterSourceSchema).default({}),
  /** Processing: the run counter (execution names), the QC report, outputs by key, the last error. */
  revision: z.number().default(0),
  quality_control: z.array(qcItemSchema).default([]),
  loudness: z.number().nullable().default(null),
  outputs: z.record(z.string(), masterOutputSchema).default({}),
  processing_error: z.object({ code: z.string(), step: z.string(), at: z.string() }).nullable().default(null),
  /** What the current run does: only some output keys (recreate/create-output), loudness fixed. */
  run_options: z.object({ only_keys: z.array(z.string()).nullable(), fix_loudness: z.boolean() }).default({ only_keys: null, fix_loudness: false }),
  qc_acknowledged: z.boolean().default(false),
  /** The output the player shows (a small MP4, or the radio MP3). */
  preview_output_key: z.string().nullable().default(null),
  /** Thumbnail candidates taken by CREATING_PREVIEW (outputs bucket), and the one the master shows. */
  thumbnails: z.array(z.object({ s3_key: z.string(), at: z.number() })).default([]),
  thumbnail_key: z.string().nullable().default(null),
  /** Lower-case title, unique ID, advertiser, agency and product, for the list's search box. */
  search_text: z.string(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type MasterItem = z.infer<typeof masterItemSchema>;

const masterItem = (master: MasterItem) => ({
  ...keys.master(master.id), ...keys.masterByAccount(master.account_id, master.created_on, master.id),
  ...(master.partner_studio_id ? keys.masterByStudio(master.partner_studio_id, master.created_on, master.id) : {}),
  type: 'master', ...master,
});

const uniqueIdItem = (master: Pick<MasterItem, 'unique_id' | 'id' | 'account_id'>) =>
  ({ ...keys.uniqueId(master.unique_id), type: 'unique_id', master_id: master.id, account_id: master.account_id, distributed: false });

export async function getMaster(db: Db, masterId: string): Promise<MasterItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.master(masterId), ConsistentRead: true }));
  return Item ? masterItemSchema.parse(Item) : undefined;
}

export async function getMasters(db: Db, masterIds: string[]): Promise<MasterItem[]> {
  if (!masterIds.length) return [];
  const { Responses } = await db.client.send(new BatchGetCommand({ RequestItems: { [db.tableName]: { Keys: masterIds.map((id) => keys.master(id)) } } }));
  return (Responses?.[db.tableName] ?? []).map((item) => masterItemSchema.parse(item));
}

/** Who holds a unique ID, and whether it went out in a distribution (then it is never released). */
export async function getUniqueIdHolder(db: Db, uniqueId: string): Promise<{ master_id: string; account_id: string; distributed: boolean } | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.uniqueId(uniqueId), ConsistentRead: true }));
  return Item ? z.object({ master_id: z.string(), account_id: z.string(), distributed: z.boolean() }).parse(Item) : undefined;
}

const isConditionFailure = (error: unknown, index: number) =>
  error instanceof TransactionCanceledException && error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed';

/** The master and its unique-ID reservation, together. */
export async function createMaster(db: Db, master: MasterItem): Promise<void> {
  try {
    await db.client.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: db.tableName, Item: uniqueIdItem(master), ConditionExpression: 'attribute_not_exists(PK)' } },
        { Put: { TableName: db.tableName, Item: masterItem(master), ConditionExpression: 'attribute_not_exists(PK)' } },
        { Put: { TableName: db.tableName, Item: { ...keys.share(master.hash_key), type: 'share', kind: 'master', id: master.id, created_on: master.created_on }, ConditionExpression: 'attribute_not_exists(PK)' } },
      ],
    }));
  } catch (error) {
    if (isConditionFailure(error, 0)) throw new UniqueConflictError('unique_id');
    throw error;
  }
}

/**
 * Replaces a master, moving its unique-ID reservation when the ID changed: the old one is released
 * only if it still belongs to this master and was never distributed.
 */
export async function replaceMaster(db: Db, previous: MasterItem, next: MasterItem): Promise<void> {
  const items: unknown[] = [{
    Put: { TableName: db.tableName, Item: masterItem(next), ConditionExpression: 'attribute_exists(PK) AND modified_on = :seen', ExpressionAttributeValues: { ':seen': previous.modified_on } },
  }];
  if (previous.unique_id !== next.unique_id) {
    items.push({ Put: { TableName: db.tableName, Item: uniqueIdItem(next), ConditionExpression: 'attribute_not_exists(PK)' } });
    items.push({ Delete: { TableName: db.tableName, Key: keys.uniqueId(previous.unique_id), ConditionExpression: 'master_id = :id AND distributed = :no', ExpressionAttributeValues: { ':id': previous.id, ':no': false } } });
  }
  try {
    await db.client.send(new TransactWriteCommand({ TransactItems: items as never }));
  } catch (error) {
    if (isConditionFailure(error, 1) || isConditionFailure(error, 2)) throw new UniqueConflictError('unique_id');
    if (isConditionFailure(error, 0)) throw new UniqueConflictError('stale');
    throw error;
  }
}

type MutableFields = 'locked' | 'archived' | 'status' | 'qc_status' | 'is_running' | 'progress' | 'modified_on' | 'revision' | 'quality_control' | 'loudness' | 'outputs' | 'processing_error' | 'run_options' | 'qc_acknowledged' | 'preview_output_key' | 'thumbnails' | 'thumbnail_key';

/**
 * Sets top-level fields; `when` adds conditions on current values (e.g. only start a run when not
 * already running), failing with ConditionalCheckFailedException otherwise.
 */
export async function updateMasterFields(db: Db, masterId: string, fields: Partial<Pick<MasterItem, MutableFields>>, when: Partial<Pick<MasterItem, 'is_running' | 'revision'>> = {}): Promise<MasterItem> {
  const entries = Object.entries(fields);
  const conditions = Object.entries(when);
  const { Attributes } = await db.client.send(new UpdateCommand({
    TableName: db.tableName,
    Key: keys.master(masterId),
    ConditionExpression: ['attribute_exists(PK)', ...conditions.map((_, i) => `#c${i} = :c${i}`)].join(' AND '),
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: { ...Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])), ...Object.fromEntries(conditions.map(([name], i) => [`#c${i}`, name])) },
    ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])), ...Object.fromEntries(conditions.map(([, value], i) => [`:c${i}`, value])) },
    ReturnValues: 'ALL_NEW',
  }));
  return masterItemSchema.parse(Attributes);
}

/** Records one output of a run; earlier outputs of the key are replaced. */
export async function setMasterOutput(db: Db, masterId: string, output: MasterOutput): Promise<void> {
  await db.client.send(new UpdateCommand({
    TableName: db.tableName,
    Key: keys.master(masterId),
    ConditionExpression: 'attribute_exists(PK)',
    UpdateExpression: 'SET outputs.#key = :output',
    ExpressionAttributeNames: { '#key': output.output_key },
    ExpressionAttributeValues: { ':output': output },
  }));
}

export interface MasterListFilter {
  startDate?: string;
  endDate?: string;
  audioType?: string;
  masterType?: string;
  ratio?: string;
  language?: string;
  search?: string;
  tag?: string;
  /** A studio's masters made for other accounts (GSI2) instead of the account's own (GSI1). */
  madeForClients?: boolean;
}

/**
 * GSI1: an account's masters, newest first. The date range is a key condition; the other filters
 * narrow each page. Paging reads until it has a full page (or the end), and answers whether more exist.
 */
export async function listMastersForAccount(db: Db, accountId: string, filter: MasterListFilter, page: number, pageSize: number): Promise<{ items: MasterItem[]; hasMore: boolean }> {
  const names: Record<string, string> = {};
  const index = filter.madeForClients ? 'GSI2' : 'GSI1';
  const values: Record<string, unknown> = { ':pk': filter.madeForClients ? `ACCOUNT#${accountId}#CLIENT_MASTERS` : `ACCOUNT#${accountId}#MASTERS` };
  let keyCondition = `${index}PK = :pk`;
  if (filter.startDate || filter.endDate) {
    keyCondition += ` AND ${index}SK BETWEEN :from AND :to`;
    values[':from'] = filter.startDate ?? '0000';
    values[':to'] = `${filter.endDate ?? '9999'}~`;
  }
  const conditions: string[] = [];
  const equal = (attribute: string, value: string | undefined) => {
    if (!value) return;
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = value;
    conditions.push(`#${attribute} = :${attribute}`);
  };
  equal('audio_type', filter.audioType);
  equal('master_type', filter.masterType);
  equal('ratio', filter.ratio);
  equal('language', filter.language);
  if (filter.search) {
    values[':search'] = filter.search.toLowerCase();
    conditions.push('contains(search_text, :search)');
  }
  const wanted = page * pageSize + 1;
  const matched: MasterItem[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const result = await db.client.send(new QueryCommand({
      TableName: db.tableName, IndexName: index, KeyConditionExpression: keyCondition, ScanIndexForward: false,
      ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values, ExclusiveStartKey: cursor, Limit: 100,
    }));
    matched.push(...(result.Items ?? []).map((item) => masterItemSchema.parse(item)).filter((master) => !filter.tag || master.tags.some((tag) => tag.name === filter.tag)));
    cursor = result.LastEvaluatedKey;
  } while (cursor && matched.length < wanted);
  const start = (page - 1) * pageSize;
  return { items: matched.slice(start, start + pageSize), hasMore: matched.length > start + pageSize };
}

/** Records one asset's upload; `expectUploadId` guards completion against a replaced upload. */
export async function setMasterSource(db: Db, masterId: string, asset: UploadAsset, source: MasterSource, expectUploadId?: string): Promise<MasterItem> {
  const { Attributes } = await db.client.send(new UpdateCommand({
    TableName: db.tableName,
    Key: keys.master(masterId),
    ConditionExpression: expectUploadId ? 'attribute_exists(PK) AND sources.#asset.upload_id = :upload' : 'attribute_exists(PK)',
    UpdateExpression: 'SET sources.#asset = :source, modified_on = :now',
    ExpressionAttributeNames: { '#asset': asset },
    ExpressionAttributeValues: { ':source': source, ':now': new Date().toISOString(), ...(expectUploadId ? { ':upload': expectUploadId } : {}) },
    ReturnValues: 'ALL_NEW',
  }));
  return masterItemSchema.parse(Attributes);
}

/** Public links: the master behind a hash key, only if its created_on matches too. */
export async function getMasterByShare(db: Db, createdOn: string, hashKey: string): Promise<MasterItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.share(hashKey), ConsistentRead: true }));
  const share = Item ? z.object({ kind: z.string(), id: z.string(), created_on: z.string() }).parse(Item) : undefined;
  if (!share || share.kind !== 'master' || share.created_on !== createdOn) return undefined;
  return getMaster(db, share.id);
}
