import { SEARCH_MATCH_FIELDS, type Master } from '@masterport/contract';
import { getAccount, listMastersForAccount, type MasterItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { foldedText } from '../search-text.ts';
import { toMaster } from './master-service.ts';

/** The quick search answers this many masters at most, newest first. */
const SEARCH_LIMIT = 20;

type MatchField = (typeof SEARCH_MATCH_FIELDS)[number];

/** Where each word of the query was found: the slate's fields, the tags, the lines spoken (with their times). */
function matchesIn(master: MasterItem, words: readonly string[]) {
  const found: { field: MatchField; text: string; at: number | null }[] = [];
  const slate: [MatchField, string | null][] = [
    ['title', master.title],
    ['unique_id', master.unique_id],
    ['announcer', master.announcer],
    ['agency', master.agency],
    ['product', master.product],
  ];
  const fields: [MatchField, string][] = [
    // A draft's fields not filled in yet match nothing.
    ...slate.filter((entry): entry is [MatchField, string] => entry[1] !== null),
    ...master.tags.map((tag) => ['tag', tag.name] as [MatchField, string]),
  ];
  for (const [field, text] of fields)
    if (words.some((word) => foldedText(text).includes(word))) found.push({ field, text, at: null });
  for (const line of master.spoken)
    if (words.some((word) => foldedText(line.text).includes(word)))
      found.push({ field: 'spoken', text: line.text, at: line.at });
  return found;
}

/**
 * `search`: the working account's masters with a word of their slate, tags or spoken words starting
 * with each word of the query (without case or accents), newest first, each with where the words
 * were found.
 */
export async function searchMasters(
  auth: AuthContext,
  query: string,
): Promise<{ master: Master; matches: ReturnType<typeof matchesIn> }[]> {
  const words = foldedText(query).split(/\s+/).filter(Boolean);
  // The list's search: the word index's partition of the query's longest word (docs/data-model.md).
  const { items: found } = await listMastersForAccount(
    table(),
    auth.accountId,
    { filter_search_query: query },
    { limit: SEARCH_LIMIT },
  );
  const account = await getAccount(table(), auth.accountId);
  return Promise.all(
    found
      .slice(0, SEARCH_LIMIT)
      .map(async (master) => ({ master: await toMaster(master, account?.name), matches: matchesIn(master, words) })),
  );
}
