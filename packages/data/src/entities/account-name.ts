import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db.ts';
import { keys } from '../keys.ts';
import type { AccountItem } from './account.ts';

/**
 * An account name reserved platform-wide (names are unique, case-insensitive): written in the same
 * transaction as its account (registration.ts).
 */
export const accountNameItem = (account: Pick<AccountItem, 'id' | 'name'>) =>
  ({ ...keys.accountName(account.name), type: 'account_name', account_id: account.id });

export async function accountNameTaken(db: Db, name: string): Promise<boolean> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.accountName(name), ConsistentRead: true }));
  return Boolean(Item);
}
