import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { epochSeconds, type Db } from '../db.ts';
import { keys } from '../keys.ts';

/**
 * Where page n of a list starts, remembered for an hour after page n-1 was served: the API keeps
 * the seed's page numbers while the table pages by cursor (core `masters/list-masters.ts`).
 * `scope` names the list and its filters.
 */
export const PAGE_CURSOR_SECONDS = 3600;

export async function rememberPageCursor(db: Db, scope: string, page: number, cursor: string): Promise<void> {
  await db.client.send(new PutCommand({
    TableName: db.tableName,
    Item: { ...keys.pageCursor(scope, page), type: 'page_cursor', cursor, ttl: epochSeconds() + PAGE_CURSOR_SECONDS },
  }));
}

/** The remembered start of a page, unless it expired (the TTL sweep may lag: the expiry is checked too). */
export async function getPageCursor(db: Db, scope: string, page: number): Promise<string | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.pageCursor(scope, page) }));
  const remembered = Item ? z.object({ cursor: z.string(), ttl: z.number() }).parse(Item) : undefined;
  return remembered && remembered.ttl > epochSeconds() ? remembered.cursor : undefined;
}
