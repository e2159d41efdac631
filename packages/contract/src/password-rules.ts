/*
 * A password's length, apart from its schema (`schemas/fields.ts`) so that the SPA's first download
 * reads it without zod (docs/site.md).
 */

/** DESIGN.md §4: at least 8 characters (stricter than the seed's 6), no composition rules. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
