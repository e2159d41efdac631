import * as z from 'zod';
import { ERROR_CODES } from '../errors.ts';

/** Every error body: the catalogue code, its message in the caller's language, and field issues. */
export const errorBodySchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** What the failure is about, for the screen to name it: the stations that already received a master, the outputs to make. */
  details: z.array(z.string()).optional(),
  /** 429: seconds to wait before trying again (also the Retry-After header). */
  retry_after: z.number().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
