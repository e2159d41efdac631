import { stationSpecVersionSchema } from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import {
  allOf,
  defineEntity,
  deleteItem,
  fieldsEqual,
  getItem,
  putItem,
  queryAll,
  whenConditionHolds,
} from '../entity.ts';
import { keys, ranges } from '../keys.ts';
import { specIsVersion } from './call-letter.ts';

/** A group of call letters an account sends to ("Quebec French TV"), kept under the account. */
export const callLetterGroupItemSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  name: z.string(),
  call_letters: z.array(z.string()),
  /**
   * Ours (issue 32, docs/station-specs.md "Specs on station groups"): what the group's stations of
   * this account accept when they have no spec of their own; earlier versions in `spec_history`.
   */
  spec: stationSpecVersionSchema.nullable().optional(),
  spec_history: z.array(stationSpecVersionSchema).optional(),
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

/** A group's new spec version, only while its spec is still the version read (two editors cannot both win). */
export async function saveCallLetterGroupSpec(
  db: Db,
  group: CallLetterGroupItem,
  specVersionRead: number,
): Promise<boolean> {
  // The group is still there and still the account's: a group deleted meanwhile is not made again.
  return whenConditionHolds(
    putItem(
      db,
      callLetterGroupEntity,
      group,
      allOf(fieldsEqual({ account_id: group.account_id }), specIsVersion(specVersionRead)),
    ),
  );
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
