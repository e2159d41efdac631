import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { contactSchema } from '@masterport/contract';
import * as z from 'zod';
import { queryAllWithPrefix, type Db } from '../db.ts';
import { keys } from '../keys.ts';

/** An account's contact, one item each in the account's partition. */
export const contactItemSchema = contactSchema.extend({ account_id: z.string(), modified_on: z.string() });
export type ContactItem = z.infer<typeof contactItemSchema>;

export async function listContacts(db: Db, accountId: string): Promise<ContactItem[]> {
  return (await queryAllWithPrefix(db, keys.account(accountId).PK, 'CONTACT#')).map((item) => contactItemSchema.parse(item));
}

/** Creates or replaces a contact; `mustExist` refuses to bring back one deleted meanwhile. */
export async function putContact(db: Db, contact: ContactItem, mustExist: boolean): Promise<void> {
  await db.client.send(new PutCommand({
    TableName: db.tableName, Item: { ...keys.contact(contact.account_id, contact.id), type: 'contact', ...contact },
    ConditionExpression: mustExist ? 'attribute_exists(PK)' : 'attribute_not_exists(PK)',
  }));
}

export async function deleteContact(db: Db, accountId: string, contactId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.contact(accountId, contactId), ConditionExpression: 'attribute_exists(PK)' }));
}
