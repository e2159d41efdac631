import { BANDS, stationSpecVersionSchema } from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import {
  allOf,
  defineEntity,
  fieldsEqual,
  firstStepFailed,
  getItem,
  getItemsByKey,
  putIfAbsent,
  putItem,
  queryAll,
  queryPages,
  step,
  transact,
  whenConditionHolds,
  type Condition,
} from '../entity.ts';
import { ConditionFailedError, UniqueConflictError } from '../errors.ts';
import { addToSiteStatistic } from './site-statistics.ts';
import { keys, ranges } from '../keys.ts';

/**
 * A station (call letters), owned by one broadcaster account. The letters are the key, so they are
 * unique on the platform by construction. The directory index lists every station by letters.
 */
export const callLetterItemSchema = z.object({
  letters: z.string(),
  account_id: z.string(),
  /** The owner's account name when registered, for the directory (an account rename is rare). */
  owner_name: z.string(),
  market: z.string(),
  band: z.enum(BANDS),
  language: z.enum(['en', 'fr']),
  /** Upper-case letters, market and owner, for the directory's search box. */
  search_text: z.string(),
  /**
   * What the station accepts (issue 32, docs/station-specs.md): the current version of its spec,
   * absent or null when it never set one (no requirement). Earlier versions stay in `spec_history`,
   * newest first, so a delivered spot's `spec_version` can be read back.
   */
  spec: stationSpecVersionSchema.nullable().optional(),
  spec_history: z.array(stationSpecVersionSchema).optional(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type CallLetterItem = z.infer<typeof callLetterItemSchema>;

const callLetterEntity = defineEntity({
  type: 'call_letter',
  schema: callLetterItemSchema,
  key: (item) => keys.callLetter(item.letters),
  indexKeys: (item) => ({
    ...keys.callLetterByAccount(item.account_id, item.letters),
    ...keys.callLetterDirectory(item.letters),
  }),
});

export const callLetterSearchText = (item: Pick<CallLetterItem, 'letters' | 'market' | 'owner_name'>) =>
  `${item.letters} ${item.market} ${item.owner_name}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/** Registers new call letters; UniqueConflictError when another account (or this one) has them. */
export async function createCallLetter(db: Db, item: CallLetterItem): Promise<void> {
  try {
    await putIfAbsent(db, callLetterEntity, item);
  } catch (error) {
    if (error instanceof ConditionFailedError) throw new UniqueConflictError('call_letters');
    throw error;
  }
  // The public site's count of stations one can deliver to moves with the directory itself.
  await addToSiteStatistic(db, 'stations_reachable', 1);
}

/**
 * Writes a station's new spec over the version read (`spec_version_read`, 0: none yet): of two saves
 * from the same form, the second is refused. False when the station is gone, moved to another
 * account, or its spec changed meanwhile.
 */
/**
 * A station's details and its spec are written whole from what was read: each save holds only while
 * the item is still the one it read (its `modified_on`), so a details save and a spec save made at
 * the same moment from one read cannot undo each other; the later one is refused.
 */
/** The item's spec is still the version read (0: it has none): a station's or a group's, saved over the version its form read. */
export function specIsVersion(specVersionRead: number): Condition {
  return specVersionRead === 0
    ? {
        expression: 'attribute_not_exists(#spec) OR attribute_type(#spec, :nullType)',
        names: { '#spec': 'spec' },
        values: { ':nullType': 'NULL' },
      }
    : {
        expression: '#spec.#version = :specVersion',
        names: { '#spec': 'spec', '#version': 'version' },
        values: { ':specVersion': specVersionRead },
      };
}

export async function saveCallLetterSpec(
  db: Db,
  item: CallLetterItem,
  specVersionRead: number,
  modifiedOnRead: string,
): Promise<boolean> {
  return whenConditionHolds(
    putItem(
      db,
      callLetterEntity,
      item,
      allOf(fieldsEqual({ account_id: item.account_id, modified_on: modifiedOnRead }), specIsVersion(specVersionRead)),
    ),
  );
}

/** Replaces a station's details, only while it still belongs to the account and is the item read (above). */
export async function saveCallLetter(db: Db, item: CallLetterItem, modifiedOnRead: string): Promise<boolean> {
  return whenConditionHolds(
    putItem(db, callLetterEntity, item, fieldsEqual({ account_id: item.account_id, modified_on: modifiedOnRead })),
  );
}

/**
 * Removes a station and, in the same transaction, its own delivery method if it had one: letters
 * created again later start from the account's method, not from the old server and its login.
 */
export async function deleteCallLetter(db: Db, accountId: string, letters: string): Promise<boolean> {
  try {
    await transact(db, [
      step.delete(keys.callLetter(letters), fieldsEqual({ account_id: accountId })),
      step.delete(keys.stationDeliveryMethod(accountId, letters)),
    ]);
    await addToSiteStatistic(db, 'stations_reachable', -1);
    return true;
  } catch (error) {
    if (firstStepFailed(error)) return false;
    throw error;
  }
}

export async function getCallLetter(db: Db, letters: string): Promise<CallLetterItem | undefined> {
  return getItem(db, callLetterEntity, keys.callLetter(letters));
}

/** Several stations by their letters (any missing are left out), in the order asked. */
export async function getCallLetters(db: Db, letters: readonly string[]): Promise<CallLetterItem[]> {
  const items = await getItemsByKey(
    db,
    callLetterEntity,
    letters.map((l) => keys.callLetter(l)),
  );
  const found = new Map(items.map((item) => [item.letters, item]));
  return letters.flatMap((l) => found.get(l) ?? []);
}

export async function listCallLettersForAccount(db: Db, accountId: string): Promise<CallLetterItem[]> {
  return queryAll(db, callLetterEntity, ranges.callLettersOfAccount(accountId));
}

/**
 * The directory's search: stations whose letters start with the query (a key range, fast at any
 * size), then stations whose market or owner contains it, up to `limit`, in letters order.
 */
export async function searchCallLetters(db: Db, query: string, limit: number): Promise<CallLetterItem[]> {
  const q = callLetterSearchText({ letters: query.trim(), market: '', owner_name: '' }).trim();
  const found = new Map<string, CallLetterItem>();
  const collect = async (pages: AsyncIterable<CallLetterItem[]>) => {
    for await (const page of pages) {
      for (const item of page) if (found.size < limit) found.set(item.letters, item);
      if (found.size >= limit) return;
    }
  };
  if (/^[A-Z0-9]+$/.test(q) || !q) await collect(queryPages(db, callLetterEntity, ranges.callLetterDirectory(q)));
  if (q && found.size < limit) {
    await collect(
      queryPages(db, callLetterEntity, ranges.callLetterDirectory(), {
        filter: { expression: 'contains(search_text, :q)', values: { ':q': q } },
      }),
    );
  }
  return [...found.values()].sort((a, b) => a.letters.localeCompare(b.letters));
}
