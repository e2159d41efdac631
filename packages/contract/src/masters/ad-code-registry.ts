import * as z from 'zod';
import { slateFields } from './slate.ts';

/**
 * What the Ad-ID registry says of a code, and how a slate differs from it (issue 32, docs/ad-codes.md).
 * The registry shares these facts with approved outlets ("Complete External Access"); a code its
 * owner kept out of that access is answered with its parent company only, so every fact but the
 * code may be null.
 */
export const adCodeRecordSchema = z.object({
  code: z.string(),
  parent: z.string().nullable(),
  advertiser: z.string().nullable(),
  brand: z.string().nullable(),
  product: z.string().nullable(),
  title: z.string().nullable(),
  /** The registry's length in seconds, or null when it gave none (or a size, for print) */
  length_seconds: z.number().int().nullable(),
  agency: z.string().nullable(),
  language: z.string().nullable(),
  medium: z.string().nullable(),
});
export type AdCodeRecord = z.infer<typeof adCodeRecordSchema>;

/** The slate fields the registry's facts are compared with: the advertiser (`announcer`), product, title and length. */
export const REGISTRY_COMPARED_FIELDS = ['announcer', 'product', 'title', 'duration'] as const;
export type RegistryComparedField = (typeof REGISTRY_COMPARED_FIELDS)[number];

/** One slate field that differs from the registry: the registry's value, as it says it. */
export const registryDifferenceSchema = z.object({
  field: z.enum(REGISTRY_COMPARED_FIELDS),
  registry: z.string(),
});
export type RegistryDifference = z.infer<typeof registryDifferenceSchema>;

/**
 * The registry's answer as `validate-unique-id` gives it: `not_asked` when the code does not follow
 * the Ad-ID system, `unavailable` when no registry is configured or it did not answer in time,
 * `unknown_code` when it does not know the code, else its facts and the differences. Never a refusal:
 * the slate is the user's to correct (warnings).
 */
export const registryAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('not_asked') }),
  z.object({ status: z.literal('unavailable') }),
  z.object({ status: z.literal('unknown_code') }),
  z.object({
    status: z.literal('found'),
    record: adCodeRecordSchema,
    differences: z.array(registryDifferenceSchema),
  }),
]);
export type RegistryAnswer = z.infer<typeof registryAnswerSchema>;

/** What a slate has of the compared fields (a slate being typed may lack any of them). */
export type ComparedSlate = Partial<{ announcer: string; product: string; title: string; duration: number }>;

/**
 * The compared fields of a slate as typed so far: each one its slate rule accepts (a blank or faulty
 * field is left out, so comparing never refuses what the slate step itself will judge).
 */
export function comparedSlateOf(values: Partial<Record<RegistryComparedField, unknown>>): ComparedSlate {
  const slate: ComparedSlate = {};
  for (const field of REGISTRY_COMPARED_FIELDS) {
    const parsed = slateFields.shape[field].safeParse(values[field]);
    if (parsed.success) Object.assign(slate, { [field]: parsed.data });
  }
  return slate;
}

/**
 * A name as people compare them: accents, case, punctuation and spacing ignored, and a leading "the"
 * and company suffixes ("Inc", "Ltd", "Ltée") too, so "Maple Foods Inc." is "maple foods".
 */
export function comparableName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(?:inc|ltd|ltee|llc|corp|co|limited|limitee)\b/g, ' ')
    .replace(/^\s*the\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const present = (value: string | null | undefined): value is string => !!value && value.trim() !== '';

/**
 * The slate's fields that differ from the registry's facts. A field is compared only when both have
 * it. The slate's advertiser may name the advertiser or its parent company; its product the
 * registry's product, its brand, or both ("Eyeglasses Regular Vision"); the length is compared in
 * whole seconds.
 */
export function registryDifferences(slate: ComparedSlate, record: AdCodeRecord): RegistryDifference[] {
  const differences: RegistryDifference[] = [];
  /** Compares a typed name with the names the registry accepts for it; adds the first of them when none matches. */
  const compare = (field: RegistryComparedField, typed: string | undefined, accepted: (string | null)[]) => {
    const known = accepted.filter(present);
    if (!present(typed) || known.length === 0) return;
    if (!known.some((value) => comparableName(value) === comparableName(typed)))
      differences.push({ field, registry: known[0]! });
  };
  compare('announcer', slate.announcer, [record.advertiser, record.parent]);
  const brandAndProduct = present(record.brand) && present(record.product) ? `${record.brand} ${record.product}` : null;
  compare('product', slate.product, [record.product, record.brand, brandAndProduct]);
  compare('title', slate.title, [record.title]);
  if (slate.duration !== undefined && record.length_seconds !== null && slate.duration !== record.length_seconds)
    differences.push({ field: 'duration', registry: String(record.length_seconds) });
  return differences;
}

/**
 * A length as the registry writes it, in seconds: ":30", "0:30", "00:00:30", "30", "30s", "30 sec",
 * "30 seconds", "1:00". Null for anything else (a print size, an empty field).
 */
export function lengthInSeconds(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  if (!value) return null;
  const text = value.trim().toLowerCase();
  const clock = /^(?:(\d{1,2}):)?(\d{0,2}):(\d{2})$/.exec(text);
  if (clock) {
    const seconds = Number(clock[1] ?? 0) * 3600 + Number(clock[2] || 0) * 60 + Number(clock[3]);
    return seconds > 0 ? seconds : null;
  }
  const plain = /^(\d{1,5})\s*(?:s|sec|secs|second|seconds)?$/.exec(text);
  return plain && Number(plain[1]) > 0 ? Number(plain[1]) : null;
}
