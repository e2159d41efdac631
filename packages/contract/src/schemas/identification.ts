import * as z from 'zod';
import { adCodeSystemSchema } from './ad-codes.ts';
import { idField, languageSchema, optionalString, requiredString } from './fields.ts';

/** ISO 3166-1 alpha-2 country codes and ISO 3166-2 subdivision codes (the part after the dash). */
export const countryCodeField = () => z.string({ error: 'required' }).regex(/^[A-Z]{2}$/, { error: 'one_of' });
export const subdivisionCodeField = () => z.string({ error: 'required' }).regex(/^[A-Z0-9]{1,3}$/, { error: 'one_of' });

const place = z.object({ code: z.string(), name: z.string() });
export const countriesResponse = z.object({ success: z.literal(true), countries_list: z.array(place) });
export const statesResponse = z.object({ success: z.literal(true), states_list: z.array(place) });
export const countryParams = { country: countryCodeField() };
/** The language of the names: the screen's, else the user's. */
export const placesQuery = z.strictObject({ language: languageSchema.optional() });

/** The identification tab (seed 000 "Account"): the account's name, address, language and logo. */
export const accountIdentityFields = {
  name: z.string(),
  description: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  language: languageSchema,
  /** The code system of the account's unique IDs; accounts made before code systems have none (free text). */
  ad_code_system: adCodeSystemSchema.optional(),
};
export const identificationSchema = z.object({
  ...accountIdentityFields,
  /** A short-lived link to the logo as stored (PNG), or null. */
  logo_url: z.string().nullable(),
  modified_on: z.string(),
});
export type Identification = z.infer<typeof identificationSchema>;
export const identificationResponse = z.object({ success: z.literal(true), identification: identificationSchema });

/** The seed's lengths, as at sign-up; the state is a subdivision of the country when it has any. */
export const saveIdentificationBody = z.strictObject({
  name: requiredString(63),
  description: optionalString(255),
  address: requiredString(63),
  city: requiredString(50),
  state: subdivisionCodeField().or(z.literal('')),
  zip: requiredString(10),
  country: countryCodeField(),
  phone: optionalString(25),
  language: languageSchema,
  ad_code_system: adCodeSystemSchema.optional(),
  /** The `modified_on` of the identification the form was filled from: someone else's save since answers `changed_meanwhile`. */
  modified_on: z.iso.datetime({ error: 'invalid' }).optional(),
});

/** Logos: PNG or JPEG of at most 1 MB (seed: images 1 MB, SVG refused). */
export const LOGO_MAX_BYTES = 1024 * 1024;
/**
 * Where the browser PUTs a logo before complete-logo checks it (documents bucket). An upload never
 * completed is deleted by the bucket's lifecycle rule after this many days: the prefix comes
 * first in the key, so one rule covers every account.
 */
export const LOGO_UPLOADS_PREFIX = 'logo-uploads/';
export const LOGO_UPLOAD_DAYS = 1;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

/** `save-logo`: what the browser is about to send; answers where to PUT it. */
export const saveLogoBody = z.strictObject({
  content_type: z.enum(LOGO_CONTENT_TYPES, { error: 'logo_format' }),
  size: z.number().int().min(1, { error: 'required' }).max(LOGO_MAX_BYTES, { error: 'logo_too_large' }),
});
export const saveLogoResponse = z.object({
  success: z.literal(true),
  upload_id: z.string(),
  upload: z.object({ url: z.string(), headers: z.record(z.string(), z.string()) }),
});
/** Ours: once the file is up, its bytes are checked and it becomes the logo. */
export const completeLogoBody = z.strictObject({ upload_id: idField() });
