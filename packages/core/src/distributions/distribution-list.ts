import type { DestinationState, DistributionListFilters, DistributionListItem } from '@masterport/contract';
import {
  decodeCursor,
  distributionListPartition,
  encodeCursor,
  getDistributionCounts,
  getDistributions,
  getMasters,
  getPageCursor,
  listDistributionIdsFor,
  listDistributionsPage,
  rememberPageCursor,
  type DistributionCarrier,
  type DistributionItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { masterThumbnailUrl } from '../master-access/master-links.ts';
import { hashToken } from '../random.ts';
import { foldedText, matchesEveryWord } from '../search-text.ts';

export const DISTRIBUTIONS_PAGE_SIZE = 20;

/**
 * At most this many distributions are read for one page. A tab or a destinations filter is a
 * partition of its own, so its page reads 21; only the filters checked on the items read (the dates
 * and the search) may skip many. Past this bound the page answers what it found, possibly fewer
 * than 20 rows, with `has_more`: the next page goes on from there.
 */
const MOST_READ_PER_PAGE = 500;

/** The row's destination counts, from the destinations' states. */
function destinationCounts(states: readonly DestinationState[]) {
  return {
    nb_destinations: states.length,
    nb_errors: states.filter((state) => state === 'error').length,
    nb_delivered: states.filter((state) => state === 'delivered').length,
    nb_progress: states.filter((state) => state === 'in_progress' || state === 'waiting_output').length,
    nb_waiting_housecode: states.filter((state) => state === 'waiting_housecode').length,
  };
}

/**
 * The list's rows: what a row shows is on the distribution (its destinations' states included),
 * and the thumbnails come from one batch read of the first master of each.
 */
export async function toListItems(items: readonly DistributionItem[]): Promise<DistributionListItem[]> {
  const firstIds = [...new Set(items.flatMap((item) => item.master_files_ids.slice(0, 1)))];
  const masters = new Map(
    (firstIds.length ? await getMasters(table(), firstIds) : []).map((master) => [master.id, master]),
  );
  return Promise.all(
    items.map(async (item) => {
      const firstMaster = item.master_files_ids[0] ? masters.get(item.master_files_ids[0]) : undefined;
      return {
        id: item.id,
        ref_number: item.ref_number,
        agency: item.draft.agency ?? '',
        advertiser: item.draft.advertiser ?? '',
        docket_number: item.draft.tag ?? '',
        distribution_date: item.distribution_date ?? item.sent_on,
        notes: item.draft.notes ?? '',
        completed_on: item.completed_on,
        created_on: item.created_on,
        distribution_type: item.distribution_type,
        master_types: item.master_types,
        masters_titles: item.masters_titles,
        ...destinationCounts(Object.values(item.destination_states)),
        thumbnail_url: firstMaster ? await masterThumbnailUrl(firstMaster) : null,
      };
    }),
  );
}

/** The partition a page reads: a destinations filter's, else a tab's, else (undefined) the account's whole list. */
function drivingPartition(accountId: string, filters: DistributionListFilters): string | undefined {
  const destinations = filters.filter_by_status ?? 'all';
  if (destinations !== 'all') return distributionListPartition(accountId, { destinations });
  const type = filters.filter_by_type ?? 'all';
  return type === 'all' ? undefined : distributionListPartition(accountId, { status: type });
}

/** The filters the partition does not decide, checked on each distribution read. */
function matches(item: DistributionItem, filters: DistributionListFilters): boolean {
  const type = filters.filter_by_type ?? 'all';
  if (type !== 'all' && item.distribution_type !== type) return false;
  const day = (item.distribution_date ?? item.created_on).slice(0, 10);
  if (filters.filter_by_start_date && day < filters.filter_by_start_date) return false;
  if (filters.filter_by_end_date && day > filters.filter_by_end_date) return false;
  const text = foldedText(
    [
      item.ref_number,
      item.draft.agency,
      item.draft.advertiser,
      item.draft.tag,
      item.draft.notes,
      ...item.masters_titles,
    ].join(' '),
  );
  return matchesEveryWord(filters.filter_search_query ?? '', text);
}

const checkedOnRead = (filters: DistributionListFilters) =>
  Boolean(
    filters.filter_by_start_date ||
    filters.filter_by_end_date ||
    filters.filter_search_query?.trim() ||
    ((filters.filter_by_status ?? 'all') !== 'all' && (filters.filter_by_type ?? 'all') !== 'all'),
  );

/** One page from `cursor` (undefined: the first), and where the next starts (undefined: the list ends). */
async function readPage(
  accountId: string,
  filters: DistributionListFilters,
  cursor: string | undefined,
): Promise<{ items: DistributionItem[]; cursor?: string }> {
  const partition = drivingPartition(accountId, filters);
  // When the partition alone decides, a page and one more row tell whether another page follows.
  const batch = checkedOnRead(filters) ? 100 : DISTRIBUTIONS_PAGE_SIZE + 1;
  const matched: { item: DistributionItem; key: Record<string, string> }[] = [];
  let startKey: Record<string, unknown> | undefined = cursor ? decodeCursor(cursor) : undefined;
  let read = 0;
  do {
    const { entries, lastKey } = await listDistributionsPage(table(), accountId, partition, { limit: batch, startKey });
    read += entries.length;
    for (const entry of entries) {
      if (!matches(entry.item, filters)) continue;
      matched.push(entry);
      if (matched.length > DISTRIBUTIONS_PAGE_SIZE) break;
    }
    startKey = lastKey;
  } while (startKey && matched.length <= DISTRIBUTIONS_PAGE_SIZE && read < MOST_READ_PER_PAGE);
  const items = matched.slice(0, DISTRIBUTIONS_PAGE_SIZE).map((entry) => entry.item);
  if (matched.length > DISTRIBUTIONS_PAGE_SIZE)
    return { items, cursor: encodeCursor(matched[DISTRIBUTIONS_PAGE_SIZE - 1]!.key) };
  // The read bound reached with the page not full: the next page goes on after the last item read.
  return { items, cursor: startKey ? encodeCursor(startKey as Record<string, string>) : undefined };
}

/**
 * Where page `page` starts. The table pages by cursor; the API keeps the seed's page numbers
 * (as the masters list: `masters/list-masters.ts`). Serving a page remembers where the next one
 * starts (an hour); without the memo the pages before are walked from page 1, remembering each:
 * `null` when the list ends before.
 */
async function pageStart(
  scope: string,
  accountId: string,
  filters: DistributionListFilters,
  page: number,
): Promise<string | undefined | null> {
  if (page === 1) return undefined;
  const remembered = await getPageCursor(table(), scope, page);
  if (remembered) return remembered;
  let cursor: string | undefined;
  for (let walked = 1; walked < page; walked++) {
    const { cursor: next } = await readPage(accountId, filters, cursor);
    if (!next) return null;
    cursor = next;
    await rememberPageCursor(table(), scope, walked + 1, next);
  }
  return cursor;
}

/** `get-list`: the account's distributions with the seed's five filters, pages of 20 from page 1, each read from one partition of the list's index. */
export async function listDistributions(auth: AuthContext, page: number, filters: DistributionListFilters) {
  const scope = `distributions#${auth.accountId}#${hashToken(JSON.stringify(Object.entries(filters).sort()))}`;
  const start = await pageStart(scope, auth.accountId, filters, page);
  if (start === null) return { distributions_list: [], has_more: false };
  const { items, cursor } = await readPage(auth.accountId, filters, start);
  if (cursor) await rememberPageCursor(table(), scope, page + 1, cursor);
  return { distributions_list: await toListItems(items), has_more: Boolean(cursor) };
}

/** `get-counts`: the account's counts item, kept with every status change. */
export async function distributionCounts(auth: AuthContext) {
  return { counts: await getDistributionCounts(table(), auth.accountId) };
}

/** A master's or a document's distributions tab: those of the caller's account (its links, one batch read of the distributions, one of the thumbnails). */
export async function distributionsCarrying(auth: AuthContext, itemKey: DistributionCarrier) {
  const items = (await getDistributions(table(), await listDistributionIdsFor(table(), itemKey))).filter(
    (item) => item.account_id === auth.accountId,
  );
  return { distributions_list: await toListItems(items) };
}
