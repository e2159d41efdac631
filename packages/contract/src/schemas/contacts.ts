import * as z from 'zod';
import { emailField, idField, requiredString } from './fields.ts';

/**
 * The account's contacts (seed 000 "Contact"): people to reach about it (sales, traffic,
 * accounting). `phone` is kept normalised (E.164) and shown in the international format;
 * `is_public` puts the contact on the account's public pages (`accounts/get-contacts`).
 */
export const contactSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_display: z.string().nullable(),
  is_public: z.boolean(),
  created_on: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactsListResponse = z.object({ success: z.literal(true), contacts_list: z.array(contactSchema) });

/** What a person types as a phone number; the API checks it is a real number (libphonenumber) and normalises it. */
const phoneField = () =>
  z
    .string()
    .trim()
    .max(25, { error: 'max_25' })
    .regex(/^[0-9+().\s/-]*(\s*(x|ext\.?)\s*[0-9]{1,6})?$/i, { error: 'phone' });

const contactFields = {
  first_name: requiredString(50),
  last_name: requiredString(50),
  email: emailField(),
  phone: phoneField().optional(),
  is_public: z.boolean().optional(),
};
export const createContactBody = z.strictObject(contactFields);
export const saveContactBody = z.strictObject({ id: idField(), ...contactFields });
export const contactIdBody = z.strictObject({ id: idField() });

/** A contact as an account's public pages show it: a name and ways to reach them, nothing else. */
export const publicContactSchema = contactSchema.pick({
  first_name: true,
  last_name: true,
  email: true,
  phone_display: true,
});

/** The contacts an account shows on its public pages. */
export const publicContactsResponse = z.object({
  success: z.literal(true),
  account_name: z.string(),
  contacts_list: z.array(publicContactSchema),
});
