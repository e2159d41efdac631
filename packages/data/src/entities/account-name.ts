import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, getItem, itemIsThere } from '../entity.ts';
import { keys } from '../keys.ts';
import type { AccountItem } from './account.ts';

/**
 * An account name reserved platform-wide (names are unique, case-insensitive): written in the same
 * transaction as its account (registration.ts).
 */
export const accountNameEntity = defineEntity({
  type: 'account_name',
  // The name is also the key; reservations written before it was stored too read as ''.
  schema: z.object({ account_id: z.string(), name: z.string().default('') }),
  key: (reservation) => keys.accountName(reservation.name),
});

export const accountNameItem = (account: Pick<AccountItem, 'id' | 'name'>) =>
  accountNameEntity.item({ account_id: account.id, name: account.name });

export async function accountNameTaken(db: Db, name: string): Promise<boolean> {
  return itemIsThere(db, keys.accountName(name));
}

/** The account holding a name (case-insensitive, as reserved), if any: the operators' look-up by name. */
export async function accountIdByName(db: Db, name: string): Promise<string | undefined> {
  return (await getItem(db, accountNameEntity, keys.accountName(name)))?.account_id;
}
