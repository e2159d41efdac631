import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Db } from '../db.ts';
import { keys } from '../keys.ts';

/**
 * An e-mail address reserved by one user (addresses are unique, case-insensitive): written in the
 * same transaction as the user (registration.ts); sign-in finds the user through it.
 */
export const userEmailItem = (user: { id: string; email: string }) => ({ ...keys.userEmail(user.email), type: 'user_email', user_id: user.id });

export async function getUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.userEmail(email), ConsistentRead: true }));
  return Item ? z.object({ user_id: z.string() }).parse(Item).user_id : undefined;
}
