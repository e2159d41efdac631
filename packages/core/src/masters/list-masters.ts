import {
  getAccount,
  getPageCursor,
  listMastersForAccount,
  rememberPageCursor,
  type MasterListFilters,
  type MasterListPosition,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { hashToken } from '../random.ts';
import { canOpen } from '../master-access/own-master.ts';
import { toMaster } from './master-service.ts';

export const MASTERS_PAGE_SIZE = 24;

/**
 * Where page `page` of this list starts. The table pages by cursor; the API keeps the seed's page
 * numbers. Page 2 starts after page 1, which is one query to read again: no memo. Serving page
 * n >= 2 remembers where page n+1 starts (an hour), so paging on reads one memo instead of every
 * page before. When the memo is gone (an hour later, or a link straight to page 5), the pages
 * before are walked by cursor from page 1, remembering each: `null` when the list ends before.
 */
async function pageStart(
  scope: string,
  accountId: string,
  filter: MasterListFilters,
  page: number,
): Promise<string | undefined | null> {
  if (page === 1) return undefined;
  const remembered = page > 2 ? await getPageCursor(table(), scope, page) : undefined;
  if (remembered) return remembered;
  let cursor: string | undefined;
  for (let walked = 1; walked < page; walked++) {
    const { cursor: next } = await listMastersForAccount(table(), accountId, filter, {
      cursor,
      limit: MASTERS_PAGE_SIZE,
    });
    if (!next) return null;
    cursor = next;
    const nextPage = walked + 1;
    if (nextPage > 2) await rememberPageCursor(table(), scope, nextPage, next);
  }
  return cursor;
}

/**
 * `get-list`: a page of the working account's masters (or, for a studio, those it made for its
 * clients), the filters passed in the contract's shape to the data layer, which reads them.
 * Page 1 costs one query after authorisation (the account's name comes with it), and a BatchGet of
 * the masters when a filter reads a membership partition. "Load more" names the master the page
 * before ended with (`after`): the page costs what page 1 does, with no memo read or written. A
 * page asked by number alone (a link) reads the memo a previous page left, the query and the next
 * page's memo.
 */
export async function listMasters(
  auth: AuthContext,
  filters: MasterListFilters,
  page: number,
  after?: MasterListPosition,
) {
  const scope = `${auth.accountId}#${hashToken(JSON.stringify(Object.entries(filters).sort()))}`;
  const start = after ? undefined : await pageStart(scope, auth.accountId, filters, page);
  if (start === null) return { masters_list: [], page, has_more: false };
  const { items, cursor } = await listMastersForAccount(table(), auth.accountId, filters, {
    cursor: start,
    ...(after ? { after } : {}),
    limit: MASTERS_PAGE_SIZE,
  });
  if (cursor && page >= 2 && !after) await rememberPageCursor(table(), scope, page + 1, cursor);
  const has_more = Boolean(cursor);
  if (filters.filter_by_owner !== 'clients') {
    const accountName = auth.accountName ?? (await getAccount(table(), auth.accountId))?.name;
    return { masters_list: await Promise.all(items.map((item) => toMaster(item, accountName))), page, has_more };
  }
  // Masters made for other accounts: listed only while the studio still works for their owner.
  const open = await Promise.all(items.map(async (item) => ((await canOpen(auth, item)) ? item : null)));
  return {
    masters_list: await Promise.all(open.filter((item) => item !== null).map((item) => toMaster(item))),
    page,
    has_more,
  };
}
