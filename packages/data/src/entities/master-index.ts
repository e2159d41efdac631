import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { writeInBatches, type Db } from '../db.ts';
import { foldedText } from '../folded-text.ts';
import { keys } from '../keys.ts';
import { masterItemSchema, type MasterItem } from './master.ts';

/**
 * The masters list's index partitions (docs/data-model.md, "Which index serves which filter"):
 * beside the master, one membership item (`<created_on>#<master>`, with `master_id`) in each
 * partition the master belongs to, so a filtered page reads one partition newest first instead of
 * the whole account:
 * - a facet: `ACCOUNT#<id>#MF#<facet>=<value>` for its type, language, ratio and audio layout;
 * - a word: `ACCOUNT#<id>#MW#<prefix>` for every prefix of 3 to 8 characters of the words of its
 *   slate (title, unique ID, advertiser, agency, product), its tags and what is said in it (its
 *   captions), folded (no case, no accents). A longer query word reads its 8-character prefix's
 *   partition and is checked on the masters read.
 * Tags keep their own partitions (master-tag.ts). The memberships follow the master: written
 * after each change of what they are built from (`syncMasterIndex`, a diff), and rebuilt by
 * `rebuildMasterIndexes` (`npm run rebuild-master-index`) for masters stored before the index existed.
 */
export const MASTER_FACETS = ['master_type', 'language', 'ratio', 'audio_type'] as const;
export type MasterFacet = (typeof MASTER_FACETS)[number];

/** A query word shorter than this is only checked on the masters read, never used to pick a partition. */
export const MIN_INDEXED_PREFIX = 3;
const MAX_INDEXED_PREFIX = 8;

type IndexedFields = Pick<MasterItem, 'account_id' | 'id' | 'created_on' | 'search_text' | 'spoken_text' | 'tags' | MasterFacet>;

/** The folded words of a text, as the index and the search split them. */
export const wordsOf = (text: string): string[] => foldedText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The words a master is found by. */
export const masterWords = (master: Pick<MasterItem, 'search_text' | 'spoken_text' | 'tags'>): Set<string> =>
  new Set(wordsOf([master.search_text, ...master.tags.map((tag) => tag.name), master.spoken_text].join(' ')));

/** The prefixes a word is indexed under: 3 to 8 characters. */
export function indexedPrefixes(word: string): string[] {
  const prefixes: string[] = [];
  for (let length = MIN_INDEXED_PREFIX; length <= Math.min(word.length, MAX_INDEXED_PREFIX); length += 1) prefixes.push(word.slice(0, length));
  return prefixes;
}

/** The prefix partition a query word reads (at most its first 8 characters). */
export const queryWordPrefix = (word: string): string => word.slice(0, MAX_INDEXED_PREFIX);

/** Every index partition a master belongs to. */
export function masterIndexPartitions(master: IndexedFields): Set<string> {
  // A draft's facets not chosen yet (null) put it in no facet partition.
  const partitions = new Set(MASTER_FACETS.flatMap((facet) => { const value = master[facet]; return value === null ? [] : [keys.masterFacetPartition(master.account_id, facet, value)]; }));
  for (const word of masterWords(master)) for (const prefix of indexedPrefixes(word)) partitions.add(keys.masterWordPartition(master.account_id, prefix));
  return partitions;
}

const membership = (partition: string, master: Pick<MasterItem, 'created_on' | 'id'>) => ({ PK: partition, SK: `${master.created_on}#${master.id}` });

/**
 * Brings a master's memberships from what `previous` was to what `next` is (undefined: none):
 * only the partitions that changed are written.
 */
export async function syncMasterIndex(db: Db, previous: IndexedFields | undefined, next: IndexedFields | undefined): Promise<void> {
  const before = previous ? masterIndexPartitions(previous) : new Set<string>();
  const after = next ? masterIndexPartitions(next) : new Set<string>();
  const requests = [
    ...[...before].filter((partition) => !after.has(partition)).map((partition) => ({ DeleteRequest: { Key: membership(partition, previous!) } })),
    ...[...after].filter((partition) => !before.has(partition)).map((partition) => ({ PutRequest: { Item: { ...membership(partition, next!), type: 'master_index', master_id: next!.id } } })),
  ];
  await writeInBatches(db, requests);
}

/** The items the index holds for a master (a benchmark or a backfill writes them in bulk). */
export const masterIndexItems = (master: IndexedFields) =>
  [...masterIndexPartitions(master)].map((partition) => ({ ...membership(partition, master), type: 'master_index', master_id: master.id }));

/**
 * Writes every membership of every master in the table (idempotent): once after the index is
 * deployed over masters stored before it (`npm run rebuild-master-index`). A maintenance scan,
 * never in a request path. Answers how many masters it indexed.
 */
export async function rebuildMasterIndexes(db: Db): Promise<number> {
  let indexed = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new ScanCommand({
      TableName: db.tableName, FilterExpression: '#type = :master', ExpressionAttributeNames: { '#type': 'type' }, ExpressionAttributeValues: { ':master': 'master' }, ExclusiveStartKey: start,
    }));
    for (const item of page.Items ?? []) {
      await syncMasterIndex(db, undefined, masterItemSchema.parse(item));
      indexed += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return indexed;
}

/**
 * A page of the master ids in one membership partition (an index partition or a tag's), newest
 * first, within a date range; `lastKey` is where the next page starts.
 */
export async function listMembershipIds(db: Db, partition: string, page: { limit: number; startKey?: Record<string, unknown>; from?: string; to?: string }) {
  const range = page.from || page.to;
  const result = await db.client.send(new QueryCommand({
    TableName: db.tableName,
    KeyConditionExpression: range ? 'PK = :pk AND SK BETWEEN :from AND :to' : 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partition, ...(range ? { ':from': page.from ?? '0000', ':to': `${page.to ?? '9999'}~` } : {}) },
    ScanIndexForward: false, Limit: page.limit, ExclusiveStartKey: page.startKey,
  }));
  return { ids: (result.Items ?? []).map((item) => String(item.master_id)), lastKey: result.LastEvaluatedKey, read: result.Items?.length ?? 0 };
}
