import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, putItem } from '../entity.ts';
import { keys } from '../keys.ts';

/** How long a contact message is kept: long enough to answer and follow up, then DynamoDB deletes it (TTL). */
export const CONTACT_MESSAGE_KEEP_SECONDS = 365 * 86_400;

/** A message sent through the public contact form, kept so none is lost if its e-mail is. */
const contactMessageEntity = defineEntity({
  type: 'contact_message',
  schema: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    message: z.string(),
    language: z.enum(['en', 'fr']),
    created_on: z.string(),
    ttl: z.number().int(),
  }),
  key: (message) => keys.contactMessage(message.id),
});

export type ContactMessageItem = z.output<typeof contactMessageEntity.schema>;

export async function putContactMessage(db: Db, message: ContactMessageItem): Promise<void> {
  await putItem(db, contactMessageEntity, message);
}
