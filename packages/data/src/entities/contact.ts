import { contactSchema } from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, deleteItem, itemAbsent, itemExists, putItem, queryAll } from '../entity.ts';
import { keys, ranges } from '../keys.ts';

/** An account's contact, one item each in the account's partition. */
export const contactItemSchema = contactSchema.extend({ account_id: z.string(), modified_on: z.string() });
export type ContactItem = z.infer<typeof contactItemSchema>;

const contactEntity = defineEntity({
  type: 'contact',
  schema: contactItemSchema,
  key: (contact) => keys.contact(contact.account_id, contact.id),
});

export async function listContacts(db: Db, accountId: string): Promise<ContactItem[]> {
  return queryAll(db, contactEntity, ranges.contacts(accountId), { consistent: true });
}

/** Creates or replaces a contact; `mustExist` refuses to bring back one deleted meanwhile. */
export async function putContact(db: Db, contact: ContactItem, mustExist: boolean): Promise<void> {
  await putItem(db, contactEntity, contact, mustExist ? itemExists : itemAbsent);
}

export async function deleteContact(db: Db, accountId: string, contactId: string): Promise<void> {
  await deleteItem(db, keys.contact(accountId, contactId), itemExists);
}
