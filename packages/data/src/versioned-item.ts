import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db.ts';

/**
 * Writes an account's settings item (one per account and tab) only if it is still at
 * `previousVersion` (0: not stored yet), so two people editing the same tab cannot overwrite each
 * other's change unseen: the second write fails with ConditionFailedError (answered
 * `changed_meanwhile`). The item carries its own `version`, one above `previousVersion`.
 */
export async function putVersionedItem(db: Db, key: { PK: string; SK: string }, type: string, item: { version: number }, previousVersion: number): Promise<void> {
  await db.client.send(new PutCommand({
    TableName: db.tableName,
    Item: { ...key, type, ...item },
    ...(previousVersion === 0
      ? { ConditionExpression: 'attribute_not_exists(PK)' }
      : { ConditionExpression: '#version = :previous', ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':previous': previousVersion } }),
  }));
}
