import { stationSpecVersionSchema } from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import {
  allOf,
  defineEntity,
  deleteAndRead,
  fieldsEqual,
  getItem,
  putItem,
  queryAll,
  updateAndRead,
  type Condition,
} from '../entity.ts';
import { ConditionFailedError } from '../errors.ts';
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

/** A new group (its id is new: nothing to overwrite). */
export async function putCallLetterGroup(db: Db, group: CallLetterGroupItem): Promise<void> {
  await putItem(db, callLetterGroupEntity, group);
}

/*
 * The writes below change only their own fields in place, never the whole item as it was read: a
 * rename, a new member list and a new spec saved at the same moment each keep the others' change
 * (a whole-item put from an earlier read put back the members or the spec it had read).
 */

/** The group as it is after `change`, or undefined when its condition failed (the group gone, or changed since it was read). */
async function changeGroup(
  db: Db,
  accountId: string,
  groupId: string,
  set: Partial<CallLetterGroupItem>,
  when: Condition,
): Promise<CallLetterGroupItem | undefined> {
  try {
    return await updateAndRead(db, callLetterGroupEntity, keys.callLetterGroup(accountId, groupId), { set, when });
  } catch (error) {
    if (error instanceof ConditionFailedError) return undefined;
    throw error;
  }
}

/** A group's new name; undefined when the group is gone. */
export async function renameCallLetterGroup(
  db: Db,
  group: Pick<CallLetterGroupItem, 'account_id' | 'id' | 'name' | 'modified_on'>,
): Promise<CallLetterGroupItem | undefined> {
  return changeGroup(
    db,
    group.account_id,
    group.id,
    { name: group.name, modified_on: group.modified_on },
    fieldsEqual({ account_id: group.account_id }),
  );
}

/**
 * A group's new stations, only while the group is still the item read (`modified_on`): the caller
 * works out which stations joined or left from that read, so a list saved meanwhile by another
 * makes it read again (undefined) rather than miss the stations the other one moved.
 */
export async function saveCallLetterGroupCallLetters(
  db: Db,
  group: Pick<CallLetterGroupItem, 'account_id' | 'id' | 'call_letters' | 'modified_on'>,
  modifiedOnRead: string,
): Promise<CallLetterGroupItem | undefined> {
  return changeGroup(
    db,
    group.account_id,
    group.id,
    { call_letters: group.call_letters, modified_on: group.modified_on },
    fieldsEqual({ account_id: group.account_id, modified_on: modifiedOnRead }),
  );
}

/**
 * A group's new spec version, only while its spec is still the version read (two editors cannot
 * both win); the group as it is after it, or undefined.
 */
export async function saveCallLetterGroupSpec(
  db: Db,
  group: Pick<CallLetterGroupItem, 'account_id' | 'id' | 'spec' | 'spec_history' | 'modified_on'>,
  specVersionRead: number,
): Promise<CallLetterGroupItem | undefined> {
  // The group is still there and still the account's: a group deleted meanwhile is not made again.
  return changeGroup(
    db,
    group.account_id,
    group.id,
    { spec: group.spec, spec_history: group.spec_history, modified_on: group.modified_on },
    allOf(fieldsEqual({ account_id: group.account_id }), specIsVersion(specVersionRead)),
  );
}

export async function getCallLetterGroup(
  db: Db,
  accountId: string,
  groupId: string,
): Promise<CallLetterGroupItem | undefined> {
  return getItem(db, callLetterGroupEntity, keys.callLetterGroup(accountId, groupId));
}

/** Deletes a group; what it held when deleted (its stations and spec), or undefined when it was gone already. */
export async function deleteCallLetterGroup(
  db: Db,
  accountId: string,
  groupId: string,
): Promise<CallLetterGroupItem | undefined> {
  return deleteAndRead(db, callLetterGroupEntity, keys.callLetterGroup(accountId, groupId));
}

export async function listCallLetterGroups(db: Db, accountId: string): Promise<CallLetterGroupItem[]> {
  const groups = await queryAll(db, callLetterGroupEntity, ranges.callLetterGroups(accountId), { consistent: true });
  return groups.sort((a, b) => a.name.localeCompare(b.name));
}
