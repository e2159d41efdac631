import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, deleteItem, getItem, putItem, queryAll } from '../entity.ts';
import { keys, ranges } from '../keys.ts';

/** A group of call letters an account sends to ("Quebec French TV"), kept under the account. */
export const callLetterGroupItemSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  name: z.string(),
  call_letters: z.array(z.string()),
  created_on: z.string(),
  modified_on: z.string(),
});
export type CallLetterGroupItem = z.infer<typeof callLetterGroupItemSchema>;

const callLetterGroupEntity = defineEntity({
  type: 'call_letter_group',
  schema: callLetterGroupItemSchema,
  key: (group) => keys.callLetterGroup(group.account_id, group.id),
});

export async function putCallLetterGroup(db: Db, group: CallLetterGroupItem): Promise<void> {
  await putItem(db, callLetterGroupEntity, group);
}

export async function getCallLetterGroup(
  db: Db,
  accountId: string,
  groupId: string,
): Promise<CallLetterGroupItem | undefined> {
  return getItem(db, callLetterGroupEntity, keys.callLetterGroup(accountId, groupId));
}

export async function deleteCallLetterGroup(db: Db, accountId: string, groupId: string): Promise<void> {
  await deleteItem(db, keys.callLetterGroup(accountId, groupId));
}

export async function listCallLetterGroups(db: Db, accountId: string): Promise<CallLetterGroupItem[]> {
  const groups = await queryAll(db, callLetterGroupEntity, ranges.callLetterGroups(accountId), { consistent: true });
  return groups.sort((a, b) => a.name.localeCompare(b.name));
}
