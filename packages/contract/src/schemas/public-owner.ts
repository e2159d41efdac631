import * as z from 'zod';
import { publicContactSchema } from './contacts.ts';

/**
 * Whose a public page's item is (a master, a document, a playlist): the account's name, its logo,
 * and the contacts it chose to show (`is_public`). Never an id of the account.
 */
export const publicOwnerSchema = z.object({
  name: z.string(),
  logo_url: z.string().nullable(),
  contacts: z.array(publicContactSchema),
});
export type PublicOwner = z.infer<typeof publicOwnerSchema>;
