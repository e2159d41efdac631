import * as z from 'zod';
import { epochSeconds, type Db } from '../db.ts';
import { defineEntity, getItem, putItem } from '../entity.ts';
import { keys } from '../keys.ts';

/**
 * Where page n of a list starts, remembered for an hour after page n-1 was served: the API keeps
 * the seed's page numbers while the table pages by cursor (core `masters/list-masters.ts`).
 * `scope` names the list and its filters.
 */
export const PAGE_CURSOR_SECONDS = 3600;

/** The item carries its scope and page beside its key: the base builds the key from the item's own fields. */
const pageCursorEntity = defineEntity({
  type: 'page_cursor',
  schema: z.object({ scope: z.string().optional(), page: z.number().optional(), cursor: z.string(), ttl: z.number() }),
  key: (remembered) => keys.pageCursor(remembered.scope ?? '', remembered.page ?? 0),
});

export async function rememberPageCursor(db: Db, scope: string, page: number, cursor: string): Promise<void> {
  await putItem(db, pageCursorEntity, { scope, page, cursor, ttl: epochSeconds() + PAGE_CURSOR_SECONDS });
}

/** The remembered start of a page, unless it expired (the TTL sweep may lag: the expiry is checked too). */
export async function getPageCursor(db: Db, scope: string, page: number): Promise<string | undefined> {
  const remembered = await getItem(db, pageCursorEntity, keys.pageCursor(scope, page), { consistent: false });
  return remembered && remembered.ttl > epochSeconds() ? remembered.cursor : undefined;
}
