import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, queryPage, step, type TransactionStep } from '../entity.ts';
import { keys, ranges } from '../keys.ts';

/**
 * An account that holds (or held) metered files, listed in one GSI1 partition so the daily run
 * pages through the accounts to meter without scanning the table. Written with the account's first
 * metered file; its values never change after, so later writes do not touch the index.
 */
const storageAccountEntity = defineEntity({
  type: 'storage_account',
  schema: z.object({ account_id: z.string() }),
  key: (value) => keys.storageAccount(value.account_id),
  indexKeys: (value) => keys.storageAccountListing(value.account_id),
});

/** Lists the account among those the daily run meters (idempotent). */
export const listAccountForMetering = (accountId: string): TransactionStep =>
  step.putBuilt(storageAccountEntity.item({ account_id: accountId }));

/** A page of the accounts to meter, by id, and the cursor of the next. */
export async function storageAccountsPage(
  db: Db,
  page: { limit: number; cursor?: string },
): Promise<{ accountIds: string[]; cursor?: string }> {
  const { items, cursor } = await queryPage(db, storageAccountEntity, ranges.storageAccounts(), page);
  return { accountIds: items.map((item) => item.account_id), ...(cursor ? { cursor } : {}) };
}
