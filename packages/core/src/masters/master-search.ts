import { SEARCH_MATCH_FIELDS, type Master } from '@masterport/contract';
import { getAccount, listMastersForAccount, type MasterItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { foldedText, matchesEveryWord } from '../search-text.ts';
import { toMaster } from './master-service.ts';

/** The quick search answers this many masters at most, newest first. */
const SEARCH_LIMIT = 20;
/** And reads at most this many of the account's masters to find them (docs/data-model.md: the search index is still to come). */
const SEARCH_READ_LIMIT = 2000;

type MatchField = (typeof SEARCH_MATCH_FIELDS)[number];

/** Where each word of the query was found: the slate's fields, the tags, the lines spoken (with their times). */
function matchesIn(master: MasterItem, words: readonly string[]) {
  const found: { field: MatchField; text: string; at: number | null }[] = [];
  const fields: [MatchField, string][] = [
    ['title', master.title], ['unique_id', master.unique_id], ['announcer', master.announcer], ['agency', master.agency], ['product', master.product],
    ...master.tags.map((tag) => ['tag', tag.name] as [MatchField, string]),
  ];
  for (const [field, text] of fields) if (words.some((word) => foldedText(text).includes(word))) found.push({ field, text, at: null });
  for (const line of master.spoken) if (words.some((word) => foldedText(line.text).includes(word))) found.push({ field: 'spoken', text: line.text, at: line.at });
  return found;
}

/**
 * `search`: the working account's masters whose slate, tags or spoken words hold every word of the
 * query (without case or accents), newest first, each with where the words were found.
 */
export async function searchMasters(auth: AuthContext, query: string): Promise<{ master: Master; matches: ReturnType<typeof matchesIn> }[]> {
  const words = foldedText(query).split(/\s+/).filter(Boolean);
  const found: MasterItem[] = [];
  let cursor: string | undefined;
  let read = 0;
  do {
    const page = await listMastersForAccount(table(), auth.accountId, {}, { cursor, limit: 100 });
    read += page.items.length;
    for (const master of page.items) {
      const haystack = foldedText([master.search_text, ...master.tags.map((tag) => tag.name), master.spoken_text].join(' '));
      if (matchesEveryWord(query, haystack)) found.push(master);
    }
    cursor = page.cursor;
  } while (cursor && found.length < SEARCH_LIMIT && read < SEARCH_READ_LIMIT);
  const account = await getAccount(table(), auth.accountId);
  return Promise.all(found.slice(0, SEARCH_LIMIT).map(async (master) => ({ master: await toMaster(master, account?.name), matches: matchesIn(master, words) })));
}
