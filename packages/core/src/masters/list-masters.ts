import { foldedText, getAccount, getPageCursor, listMastersForAccount, rememberPageCursor, type MasterListFilter } from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { hashToken } from '../random.ts';
import { canOpen } from '../master-access/own-master.ts';
import { toMaster } from './master-service.ts';

export const MASTERS_PAGE_SIZE = 24;

/**
 * Where page `page` of this list starts. The table pages by cursor; the API keeps the seed's page
 * numbers. Serving a page remembers where the next one starts (an hour), so paging on reads from
 * that cursor. When the memo is gone (an hour later, or a link straight to page 5), the pages
 * before are walked by cursor from page 1, remembering each: `null` when the list ends before.
 */
async function pageStart(scope: string, accountId: string, filter: MasterListFilter, page: number): Promise<string | undefined | null> {
  if (page === 1) return undefined;
  const remembered = await getPageCursor(table(), scope, page);
  if (remembered) return remembered;
  let cursor: string | undefined;
  for (let walked = 1; walked < page; walked++) {
    const { cursor: next } = await listMastersForAccount(table(), accountId, filter, { cursor, limit: MASTERS_PAGE_SIZE });
    if (!next) return null;
    cursor = next;
    await rememberPageCursor(table(), scope, walked + 1, next);
  }
  return cursor;
}

/** A page of the working account's masters (or, for a studio, those it made for its clients). */
export async function listMasters(auth: AuthContext, asked: MasterListFilter, page: number) {
  // Tags compare without case or accents, as the account's tags are kept.
  const filter = asked.tag ? { ...asked, tag: foldedText(asked.tag) } : asked;
  const scope = `${auth.accountId}#${hashToken(JSON.stringify(Object.entries(filter).sort()))}`;
  const start = await pageStart(scope, auth.accountId, filter, page);
  if (start === null) return { masters: [], hasMore: false };
  const [account, { items, cursor }] = await Promise.all([
    getAccount(table(), auth.accountId),
    listMastersForAccount(table(), auth.accountId, filter, { cursor: start, limit: MASTERS_PAGE_SIZE }),
  ]);
  if (cursor) await rememberPageCursor(table(), scope, page + 1, cursor);
  if (!filter.madeForClients) return { masters: await Promise.all(items.map((item) => toMaster(item, account?.name))), hasMore: Boolean(cursor) };
  // Masters made for other accounts: listed only while the studio still works for their owner.
  const open = await Promise.all(items.map(async (item) => ((await canOpen(auth, item)) ? item : null)));
  return { masters: await Promise.all(open.filter((item) => item !== null).map((item) => toMaster(item))), hasMore: Boolean(cursor) };
}
