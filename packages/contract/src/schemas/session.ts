import * as z from 'zod';
import { DEFAULT_AD_CODE_SYSTEM } from '../masters/ad-codes.ts';
import { adCodeSystemSchema } from './ad-codes.ts';
import { permissionKeySchema, planKeySchema } from './permissions.ts';
import { languageSchema } from './fields.ts';

export const accountSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  plan_key: planKeySchema,
  logo_url: z.string().nullable(),
  role: z.enum(['primary', 'member']),
  is_default: z.boolean(),
  /** What the user may do in this account: the keys both the account's plan and the user hold. */
  permissions: z.array(permissionKeySchema),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const userProfileSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  language: languageSchema,
  default_account_id: z.string().nullable(),
  /** E-mails when a master the user created, or one of an account the user owns, is ready, rejected or failed. */
  notify_master_results: z.boolean().default(true),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** What the SPA keeps after sign-in, load-data or an account switch (seed 000 §3 "Login response"). */
export const sessionSchema = z.object({
  success: z.literal(true),
  user_accounts: z.array(accountSummarySchema),
  user_profile: userProfileSchema,
  account_id: z.string(),
  account_name: z.string(),
  account_logo_url: z.string().nullable(),
  account_language: languageSchema,
  account_use_housecode: z.boolean(),
  /** The code system the account's unique IDs follow (identification tab), unless a slate names another. */
  account_ad_code_system: adCodeSystemSchema.default(DEFAULT_AD_CODE_SYSTEM),
  /** A demo account (seed 000): restricted, and it may fill itself with demo masters (`user/mock`). */
  account_is_demo: z.boolean(),
  account_permissions: z.array(permissionKeySchema),
  user_permissions: z.array(permissionKeySchema),
  helcim_customer_code: z.string().nullable(),
  /** Access-token expiry (epoch seconds), also in the mp_presence_te cookie. */
  expires_at: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;

export const successSchema = z.object({ success: z.literal(true) });
