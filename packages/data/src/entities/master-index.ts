import * as z from 'zod';
import { writeInBatches, type Db } from '../db.ts';
import { defineEntity, queryOnce, scanKinds } from '../entity.ts';
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
 *   captions, or its transcript when it has none), folded (no case, no accents). A longer query
 *   word reads its 8-character prefix's partition and is checked on the masters read.
 * Tags keep their own partitions (master-tag.ts). The memberships follow the master: written
 * after each change of what they are built from (`syncMasterIndex`, a diff), and rebuilt by
 * `rebuildMasterIndexes` (`npm run rebuild-master-index`) for masters stored before the index existed.
 */
export const MASTER_FACETS = ['master_type', 'language', 'ratio', 'audio_type'] as const;
export type MasterFacet = (typeof MASTER_FACETS)[number];

/** A query word shorter than this is only checked on the masters read, never used to pick a partition. */
export const MIN_INDEXED_PREFIX = 3;
const MAX_INDEXED_PREFIX = 8;

type IndexedFields = Pick<
  MasterItem,
  'account_id' | 'id' | 'created_on' | 'search_text' | 'spoken_text' | 'tags' | MasterFacet
>;

/** The folded words of a text, as the index and the search split them. */
export const wordsOf = (text: string): string[] =>
  foldedText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The words a master is found by. */
export const masterWords = (master: Pick<MasterItem, 'search_text' | 'spoken_text' | 'tags'>): Set<string> =>
  new Set(wordsOf([master.search_text, ...master.tags.map((tag) => tag.name), master.spoken_text].join(' ')));

/** The prefixes a word is indexed under: 3 to 8 characters. */
export function indexedPrefixes(word: string): string[] {
  const prefixes: string[] = [];
  for (let length = MIN_INDEXED_PREFIX; length <= Math.min(word.length, MAX_INDEXED_PREFIX); length += 1)
    prefixes.push(word.slice(0, length));
  return prefixes;
}

/** The prefix partition a query word reads (at most its first 8 characters). */
export const queryWordPrefix = (word: string): string => word.slice(0, MAX_INDEXED_PREFIX);

/** Every index partition a master belongs to. */
export function masterIndexPartitions(master: IndexedFields): Set<string> {
  // A draft's facets not chosen yet (null) put it in no facet partition.
  const partitions = new Set(
    MASTER_FACETS.flatMap((facet) => {
      const value = master[facet];
      return value === null ? [] : [keys.masterFacetPartition(master.account_id, facet, value)];
    }),
  );
  for (const word of masterWords(master))
    for (const prefix of indexedPrefixes(word)) partitions.add(keys.masterWordPartition(master.account_id, prefix));
  return partitions;
}

const membership = (partition: string, master: Pick<MasterItem, 'created_on' | 'id'>) =>
  keys.masterIndexMembership(partition, master.created_on, master.id);

/** One membership: stored at its partition (`membership`), it names the master. A tag's membership (master-tag.ts) names it too. */
const membershipEntity = defineEntity({ type: 'master_index', schema: z.object({ master_id: z.string() }) });
const membershipItem = (partition: string, master: Pick<MasterItem, 'created_on' | 'id'>) =>
  membershipEntity.itemAt(membership(partition, master), { master_id: master.id });

/**
 * Brings a master's memberships from what `previous` was to what `next` is (undefined: none):
 * only the partitions that changed are written.
 */
export async function syncMasterIndex(
  db: Db,
  previous: IndexedFields | undefined,
  next: IndexedFields | undefined,
): Promise<void> {
  const before = previous ? masterIndexPartitions(previous) : new Set<string>();
  const after = next ? masterIndexPartitions(next) : new Set<string>();
  const requests = [
    ...[...before]
      .filter((partition) => !after.has(partition))
      .map((partition) => ({ DeleteRequest: { Key: membership(partition, previous!) } })),
    ...[...after]
      .filter((partition) => !before.has(partition))
      .map((partition) => ({ PutRequest: { Item: membershipItem(partition, next!) } })),
  ];
  await writeInBatches(db, requests);
}

/** The items the index holds for a master (a benchmark or a backfill writes them in bulk). */
export const masterIndexItems = (master: IndexedFields) =>
  [...masterIndexPartitions(master)].map((partition) => membershipItem(partition, master));

/**
 * Writes every membership of every master in the table (idempotent): once after the index is
 * deployed over masters stored before it (`npm run rebuild-master-index`). A maintenance scan,
 * never in a request path. Answers how many masters it indexed.
 */
export async function rebuildMasterIndexes(db: Db): Promise<number> {
  let indexed = 0;
  for await (const page of scanKinds(db, ['master'])) {
    for (const item of page) {
      await syncMasterIndex(db, undefined, masterItemSchema.parse(item));
      indexed += 1;
    }
  }
  return indexed;
}

/**
 * A page of the master ids in one membership partition (an index partition or a tag's), newest
 * first, within a date range; `lastKey` is where the next page starts.
 */
export async function listMembershipIds(
  db: Db,
  partition: string,
  page: { limit: number; startKey?: Record<string, unknown>; from?: string; to?: string },
) {
  const dated = page.from || page.to;
  // Every key of the last day sorts before `~`.
  const range = { partition, ...(dated ? { between: [page.from ?? '0000', `${page.to ?? '9999'}~`] as const } : {}) };
  const { items, lastKey } = await queryOnce(db, membershipEntity, range, {
    descending: true,
    limit: page.limit,
    ...(page.startKey ? { startKey: page.startKey } : {}),
  });
  return { ids: items.map((item) => item.master_id), lastKey, read: items.length };
}
