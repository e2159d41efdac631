import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, deleteItem, fieldsEqual, queryAll, step, transact } from '../entity.ts';
import { TransactionConflictError, UniqueConflictError } from '../errors.ts';
import { keys, ranges } from '../keys.ts';
import { masterEntity, type MasterItem } from './master.ts';
import { accountTagEntity, uncountTag, type AccountTag } from './account-tag.ts';
import { syncMasterIndex } from './master-index.ts';

/**
 * Tags of an account's masters (seed 001 §3). Two items beside the master's own `tags`:
 * - the account's tag (`ACCOUNT#<id>` / `MTAG#<folded name>`): its name as first written and how
 *   many masters carry it, read by the tag search (a key prefix) and the tags view;
 * - one membership per tagged master (`ACCOUNT#<id>#TAG#<folded name>` / `<created_on>#<master>`):
 *   a tag's masters newest first, so the tags view and the list's tag filter read one partition
 *   instead of the whole account.
 * All three change in one transaction, only if the master is still as it was read.
 */

/** One tagged master in its tag's partition. */
const tagMembershipEntity = defineEntity({
  type: 'master_tag',
  schema: z.object({
    account_id: z.string(),
    folded: z.string(),
    created_on: z.string(),
    master_id: z.string(),
    tag_id: z.string(),
  }),
  key: (entry) => keys.masterTagMembership(entry.account_id, entry.folded, entry.created_on, entry.master_id),
});

/** Adds a tag to a master: its list, the tag's membership, the account's count. */
export async function addMasterTag(
  db: Db,
  master: MasterItem,
  tag: { id: string; name: string; folded: string },
  now: string,
): Promise<void> {
  try {
    await transact(db, [
      step.update(masterEntity, keys.master(master.id), {
        expression: 'SET tags = list_append(tags, :tag), modified_on = :now',
        values: { ':tag': [{ id: tag.id, name: tag.name }], ':now': now },
        when: fieldsEqual({ modified_on: master.modified_on }),
      }),
      step.put(tagMembershipEntity, {
        account_id: master.account_id,
        folded: tag.folded,
        created_on: master.created_on,
        master_id: master.id,
        tag_id: tag.id,
      }),
      step.update(accountTagEntity, keys.accountTag(master.account_id, tag.folded), {
        expression:
          'SET #type = :type, #name = if_not_exists(#name, :name), id = if_not_exists(id, :id), folded = :folded ADD #count :one',
        names: { '#type': 'type', '#name': 'name', '#count': 'count' },
        values: { ':type': accountTagEntity.type, ':name': tag.name, ':id': tag.id, ':folded': tag.folded, ':one': 1 },
      }),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0))
      throw new UniqueConflictError('stale');
    throw error;
  }
  // A tag's words find the master in the search.
  await syncMasterIndex(db, master, { ...master, tags: [...master.tags, { id: tag.id, name: tag.name }] });
}

/** Takes a tag off a master; the account's tag goes once no master carries it. */
export async function removeMasterTag(
  db: Db,
  master: MasterItem,
  tag: { id: string; folded: string },
  now: string,
): Promise<void> {
  try {
    await transact(db, [
      step.update(masterEntity, keys.master(master.id), {
        set: { tags: master.tags.filter((entry) => entry.id !== tag.id), modified_on: now },
        when: fieldsEqual({ modified_on: master.modified_on }),
      }),
      step.delete(keys.masterTagMembership(master.account_id, tag.folded, master.created_on, master.id)),
      step.update(accountTagEntity, keys.accountTag(master.account_id, tag.folded), uncountTag),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0))
      throw new UniqueConflictError('stale');
    throw error;
  }
  await syncMasterIndex(db, master, { ...master, tags: master.tags.filter((entry) => entry.id !== tag.id) });
  // Tidying only: a tag left at zero is not listed, so a failed delete leaves nothing wrong.
  await deleteItem(db, keys.accountTag(master.account_id, tag.folded), {
    expression: '#count <= :zero',
    names: { '#count': 'count' },
    values: { ':zero': 0 },
  }).catch(() => undefined);
}

/** The account's tags whose folded name starts with `prefix` (all of them for ''), by name. */
export async function listAccountTags(db: Db, accountId: string, prefix = ''): Promise<AccountTag[]> {
  return (await queryAll(db, accountTagEntity, ranges.accountTags(accountId, prefix))).filter((tag) => tag.count > 0);
}
