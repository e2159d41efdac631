import * as z from 'zod';
import { SIGNUP_COUNTRIES } from '../places.ts';
import { subdivisionCodeField } from './identification.ts';
import { planKeySchema } from './permissions.ts';
import {
  emailField,
  idField,
  languageSchema,
  optionalString,
  passwordField,
  requiredString,
  tokenField,
} from './fields.ts';
import { sessionSchema } from './session.ts';

const passwordsMatch = <T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'passwords_match' });
  }
};

export const loginBody = z.strictObject({
  email: emailField(),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'max_128' }),
  recaptcha_token: z.string().max(4096).optional(),
  /** Scripts and studio tools ask for the tokens in the body; the SPA relies on HttpOnly cookies. */
  return_tokens: z.boolean().optional(),
});
export const loginResponse = sessionSchema.extend({
  token: z.string().optional(),
  refresh_token: z.string().optional(),
});

export const signupUserStep = z
  .strictObject({
    first_name: requiredString(50),
    last_name: requiredString(50),
    email: emailField(),
    password: passwordField(),
    password_confirmation: z.string({ error: 'required' }),
    language: languageSchema,
  })
  .superRefine(passwordsMatch);

export const signupAccountStep = z.strictObject({
  name: requiredString(63),
  plan_key: planKeySchema,
  address: requiredString(63),
  city: requiredString(50),
  /** One of the country's ISO 3166-2 subdivisions (both sign-up countries have them), as identification keeps it. */
  state: subdivisionCodeField(),
  zip: requiredString(10),
  country: z.enum(SIGNUP_COUNTRIES, { error: 'one_of' }),
  phone: optionalString(25),
});

export const signupBody = z.strictObject({
  user: signupUserStep,
  account: signupAccountStep,
  recaptcha_token: z.string().max(4096).optional(),
});
export const signupResponse = z.object({ success: z.literal(true), email: z.string() });

export const tokenBody = z.strictObject({ token: tokenField() });
export const activateUserResponse = z.object({ success: z.literal(true), email: z.string() });
export const activateAccountResponse = z.object({ success: z.literal(true), account_name: z.string() });

export const resetPasswordRequestBody = z.strictObject({
  email: emailField(),
  recaptcha_token: z.string().max(4096).optional(),
  language: languageSchema.optional(),
});
export const getResetPasswordResponse = z.object({ success: z.literal(true), email: z.string() });

export const saveNewPasswordBody = z
  .strictObject({
    token: tokenField(),
    password: passwordField(),
    password_confirmation: z.string({ error: 'required' }),
  })
  .superRefine(passwordsMatch);

export const refreshTokenBody = z.strictObject({
  /** A refresh token from a script's login; the SPA sends none and the HttpOnly cookie is used. */
  token: z.string().max(8192).optional(),
  account_id: idField().optional(),
  timezone: z.string().max(64).optional(),
  app_version: z.string().max(32).optional(),
});
export const refreshTokenResponse = z.object({
  success: z.literal(true),
  data: z.object({ account_id: z.string(), expires_at: z.number(), token: z.string().optional() }),
});

export const accountIdBody = z.strictObject({ account_id: idField() });

export const saveProfileBody = z.strictObject({
  first_name: requiredString(50),
  last_name: requiredString(50),
  phone: optionalString(25),
  language: languageSchema,
  notify_master_results: z.boolean().optional(),
});

export const savePasswordBody = z
  .strictObject({
    current_password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128),
    password: passwordField(),
    password_confirmation: z.string({ error: 'required' }),
  })
  .superRefine(passwordsMatch);

export const emptyObject = z.strictObject({});

/** Scripts end their session with their refresh token here (and their access token as the bearer); the SPA sends none. */
export const logoutBody = z.strictObject({ token: z.string().max(8192).optional() });
