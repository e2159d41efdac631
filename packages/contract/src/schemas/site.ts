import * as z from 'zod';
import { emailField, languageSchema, optionalString, requiredString } from './fields.ts';

/** The longest message the contact form takes: a few paragraphs, not a document. */
export const CONTACT_MESSAGE_MAX = 5000;

/** The public contact form (seed 000: `POST contact-us`). */
export const contactUsBody = z.strictObject({
  name: requiredString(100),
  email: emailField(),
  company: optionalString(100),
  message: requiredString(CONTACT_MESSAGE_MAX),
  /** The language the sender wrote in: their acknowledgement is written in it. */
  language: languageSchema.optional(),
  recaptcha_token: z.string().max(4096).optional(),
});

export const contactUsResponse = z.object({ success: z.literal(true) });

/**
 * The platform's public counters (seed 000: `GET statistics`), kept as the work happens: never a
 * tenant's detail, only totals across every account.
 */
export const SITE_STATISTICS = ['masters_made', 'files_delivered', 'stations_reachable'] as const;
export type SiteStatistic = (typeof SITE_STATISTICS)[number];

export const statisticsResponse = z.object({
  success: z.literal(true),
  statistics: z.object(
    Object.fromEntries(SITE_STATISTICS.map((name) => [name, z.number().int().nonnegative()])) as Record<
      SiteStatistic,
      z.ZodNumber
    >,
  ),
});
