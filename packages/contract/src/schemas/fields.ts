import * as z from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../password-rules.ts';

/**
 * Field builders shared by the API and the SPA's forms. Issue messages are keys of the
 * `validation.*` dictionary (web/src/locales), so both languages show the same rule.
 */
export const requiredString = (max = 255) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: `max_${max}` });

export const optionalString = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: `max_${max}` })
    .optional();

/**
 * The longest value a string field takes, read from its schema (through optional, nullable, default
 * and pipes): what the SPA gives an input's `maxLength`, so a form never lets through more than the
 * API takes. A field bounded only by a pattern has a named constant beside its builder instead.
 */
export function maxLengthOf(schema: z.ZodType): number {
  if (schema instanceof z.ZodString && schema.maxLength !== null) return schema.maxLength;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return maxLengthOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe)
    return schema.out instanceof z.ZodTransform
      ? maxLengthOf(schema.in as z.ZodType)
      : maxLengthOf(schema.out as z.ZodType);
  throw new Error('maxLengthOf: this schema has no maximum length');
}

export const emailField = () =>
  z
    .string({ error: 'required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'required' })
    .pipe(z.email({ error: 'email' }).max(254, { error: 'max_254' }));

export const passwordField = () =>
  z
    .string({ error: 'required' })
    .min(PASSWORD_MIN, { error: 'password_min' })
    .max(PASSWORD_MAX, { error: `max_${PASSWORD_MAX}` });

/** Public share keys and one-time tokens: 128+ random bits, base64url. */
export const tokenField = () => z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{22,128}$/, { error: 'token' });

export const idField = () => z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{6,64}$/, { error: 'id' });

/** An output's key (OUTPUTS.md): capitals, digits and underscores; unknown keys are refused by the service. */
export const outputKeyField = () => z.string({ error: 'required' }).regex(/^[A-Z0-9_]{2,40}$/, { error: 'one_of' });

/** When an item was created, as stored (`toISOString()`): half of a public share link. */
export const createdOnField = () => z.iso.datetime({ error: 'invalid' });

/** The placeholders `{created_on}/{hash_key}` of a public share link, as routes declare them. */
export const shareLinkParams = () => ({ created_on: createdOnField(), hash_key: tokenField() });

/** A path placeholder no route has described yet: bounded, and only characters safe in a URL segment. */
export const pathSegmentField = () =>
  z.string({ error: 'required' }).regex(/^[A-Za-z0-9_.:-]{1,128}$/, { error: 'invalid' });

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A file's name as the user chose it, accents kept: no control characters (NUL, CR, LF...) and no
 * lone surrogates, so it can travel in a Content-Disposition header or S3 metadata.
 */
export const fileNameField = (max = 255) =>
  requiredString(max)
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    .regex(/^[^\u0000-\u001f\u007f]+$/, { error: 'file_name' })
    .refine((name) => !LONE_SURROGATE.test(name), { error: 'file_name' });

/** A MIME type as browsers send it (`video/quicktime`, `text/plain; charset=utf-8`). */
export const contentTypeField = () =>
  z
    .string()
    .max(255, { error: 'max_255' })
    .regex(/^[\w!#$&^.+-]+\/[\w!#$&^.+-]+( *; *[\w!#$&^.+-]+=[\w!#$&^.+"-]+)*$/, { error: 'one_of' });

export const languageSchema = z.enum(['en', 'fr'], { error: 'one_of' });
