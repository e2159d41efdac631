import type { z } from 'zod';
import type { Db } from './db.ts';
import { fieldsEqual, itemAbsent, putItem, type Entity } from './entity.ts';

/**
 * Writes an account's settings item (one per account and tab) only if it is still at
 * `previousVersion` (0: not stored yet), so two people editing the same tab cannot overwrite each
 * other's change unseen: the second write fails with ConditionFailedError (answered
 * `changed_meanwhile`). The item carries its own `version`, one above `previousVersion`.
 */
export async function putVersionedItem<Schema extends z.ZodType<{ version: number }>>(
  db: Db,
  entity: Entity<Schema>,
  item: z.output<Schema>,
  previousVersion: number,
): Promise<void> {
  await putItem(db, entity, item, previousVersion === 0 ? itemAbsent : fieldsEqual({ version: previousVersion }));
}
