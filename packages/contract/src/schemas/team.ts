import * as z from 'zod';
import { permissionKeySchema } from './permissions.ts';
import { emailField, idField, languageSchema, passwordField, requiredString, shareLinkParams } from './fields.ts';
import { sessionSchema } from './session.ts';

/**
 * The access tab (seed 000 "Access (invited user)"): the people of an account with their state,
 * and the invitations not yet accepted. `id` is the user's for a member, the invitation's for an
 * invited person; `expires_at` (epoch seconds) only for an invitation.
 */
export const accessSchema = z.object({
  id: z.string(),
  status: z.enum(['primary', 'active', 'invited']),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  permissions: z.array(permissionKeySchema),
  created_on: z.string(),
  expires_at: z.number().nullable(),
});
export type TeamAccess = z.infer<typeof accessSchema>;

/** How long an invitation link works; resending makes a new one for as long (the e-mail and the invite form say it). */
export const INVITATION_DAYS = 7;

export const accessesListResponse = z.object({
  success: z.literal(true),
  accesses_list: z.array(accessSchema),
  /** The keys the caller may give here (the invite form offers these): the account's plan and the caller hold them. */
  grantable_permissions: z.array(permissionKeySchema),
});

/** A key can be granted once, and never `primary_user` (the account has one primary user). */
const grantedKeys = () =>
  z
    .array(permissionKeySchema.exclude(['primary_user'], { error: 'one_of' }))
    .max(64, { error: 'too_many' })
    .refine((keys) => new Set(keys).size === keys.length, { error: 'duplicate' });

export const createAccessBody = z.strictObject({
  email: emailField(),
  permissions: grantedKeys(),
  /** The invitation e-mail's language; the account's when left out. */
  language: languageSchema.optional(),
});
export const accessIdBody = z.strictObject({ id: idField() });
export const saveAccessPermissionsBody = z.strictObject({ id: idField(), permissions: grantedKeys() });

export const accessPermissionsResponse = z.object({
  success: z.literal(true),
  access: accessSchema,
  /** The keys the caller may grant here: the account's plan holds them and so does the caller. */
  grantable_permissions: z.array(permissionKeySchema),
});

/** The invitation page `/account/i/{created_on}/{hash_key}`. */
export const invitationLinkBody = z.strictObject(shareLinkParams());
export const invitationResponse = z.object({
  success: z.literal(true),
  account_name: z.string(),
  inviter_name: z.string(),
  email: z.string(),
  language: languageSchema,
  /** A person who already has a user signs in with their password; a new one creates a user. */
  has_user: z.boolean(),
});

/**
 * Accepting: a new person gives a name and a password (and its confirmation); a person with a
 * user gives their password. Either way they are signed in, in the account that invited them.
 */
export const registerInvitationBody = z.strictObject({
  ...shareLinkParams(),
  first_name: requiredString(50).optional(),
  last_name: requiredString(50).optional(),
  password: passwordField(),
  password_confirmation: z.string().max(128).optional(),
  language: languageSchema.optional(),
});
export const registerInvitationResponse = sessionSchema;
