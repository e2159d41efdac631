import { getPageCursor, rememberPageCursor } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { hashToken } from '../random.ts';

/**
 * The seed's list calls take page numbers; the table pages by cursor and never re-reads from the
 * first item to reach a page (docs/data-model.md, "Page numbers over cursors"). These helpers map
 * one onto the other for any list whose pages are read by cursor.
 */

/** The memo scope of one list of one account with one set of filters. */
export const pageScope = (list: string, accountId: string, filters: object): string =>
  `${list}#${accountId}#${hashToken(JSON.stringify(Object.entries(filters).sort()))}`;

/**
 * Where page `page` starts: undefined for page 1; page 2 reads page 1 again (one query, the cost of
 * reading a memo); from page 3 the memo a previous page left, else the pages before are walked by
 * cursor from page 1, remembering each. `null` when the list ends before that page.
 */
export async function numberedPageStart(
  scope: string,
  page: number,
  cursorAfter: (start: string | undefined) => Promise<string | undefined>,
): Promise<string | undefined | null> {
  if (page === 1) return undefined;
  const remembered = page > 2 ? await getPageCursor(table(), scope, page) : undefined;
  if (remembered) return remembered;
  let cursor: string | undefined;
  for (let walked = 1; walked < page; walked++) {
    const next = await cursorAfter(cursor);
    if (!next) return null;
    cursor = next;
    await rememberNextPage(scope, walked + 1, next);
  }
  return cursor;
}

/** Remembers where `page` starts, for an hour; page 2 needs no memo (see numberedPageStart). */
export async function rememberNextPage(scope: string, page: number, cursor: string | undefined): Promise<void> {
  if (cursor && page > 2) await rememberPageCursor(table(), scope, page, cursor);
}
