import * as z from 'zod';
import { epochSeconds, type Db } from '../db.ts';
import { defineEntity, getItem, putBuilt } from '../entity.ts';
import { keys } from '../keys.ts';

/**
 * Where page n of a list starts, remembered for an hour after page n-1 was served: the API keeps
 * the seed's page numbers while the table pages by cursor (core `masters/list-masters.ts`).
 * `scope` names the list and its filters.
 */
export const PAGE_CURSOR_SECONDS = 3600;

/** Stored at its scope's page (keys.pageCursor): the value is what is remembered. */
const pageCursorEntity = defineEntity({
  type: 'page_cursor',
  schema: z.object({ cursor: z.string(), ttl: z.number() }),
});

export async function rememberPageCursor(db: Db, scope: string, page: number, cursor: string): Promise<void> {
  await putBuilt(
    db,
    pageCursorEntity.itemAt(keys.pageCursor(scope, page), { cursor, ttl: epochSeconds() + PAGE_CURSOR_SECONDS }),
  );
}

/** The remembered start of a page, unless it expired (the TTL sweep may lag: the expiry is checked too). */
export async function getPageCursor(db: Db, scope: string, page: number): Promise<string | undefined> {
  const remembered = await getItem(db, pageCursorEntity, keys.pageCursor(scope, page), { consistent: false });
  return remembered && remembered.ttl > epochSeconds() ? remembered.cursor : undefined;
}
