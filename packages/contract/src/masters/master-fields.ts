import * as z from 'zod';
import { qcStatusSchema, stageCodeSchema } from './processing-stages.ts';
import { storedSlateFields } from './slate.ts';
import { publicFilesSchema } from './public-files.ts';
import { masterTranscriptSchema } from './transcript.ts';

/** One check of the QC report (every check, not just the first failure), with its message in both languages. */
export const qcItemSchema = z.object({
  check: z.string(),
  status: z.enum(['passed', 'warning', 'rejected']),
  measured: z.string().nullable(),
  expected: z.string().nullable(),
  code: z.string().nullable(),
  message: z.object({ en: z.string(), fr: z.string() }),
});
export type QcItem = z.infer<typeof qcItemSchema>;

/** The seed's output categories (OUTPUTS.md): how the outputs tab groups files and downloads them together. */
export const OUTPUT_CATEGORIES = [
  'CLOSED_CAPTIONS',
  'HIGH_QUALITY',
  'MP4_VERSIONS',
  'MXF_BROADCAST',
  'RADIO_BROADCAST',
  'SOURCES',
  'WEB_OPTIMIZED',
] as const;
export const outputCategorySchema = z.enum(OUTPUT_CATEGORIES, { error: 'one_of' });
export type OutputCategory = z.infer<typeof outputCategorySchema>;

/** An output as the API shows it (OUTPUTS.md key, category, file and technical metadata); the stored one adds where it is. */
export const masterOutputFields = z.object({
  output_key: z.string(),
  category: z.string(),
  filename: z.string(),
  size: z.number(),
  created_on: z.string(),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

/**
 * Where a master stands in cold storage (seed 001 §4: archiving in progress, then archived;
 * unarchiving takes 3 to 5 hours). `archived` is true from the moment archiving starts until
 * unarchiving ends, so every rule "not while archived, archiving or unarchiving" reads one flag.
 */
export const ARCHIVE_STATUSES = ['archiving', 'archived', 'unarchiving'] as const;
export const archiveStatusSchema = z.enum(ARCHIVE_STATUSES);
export type ArchiveStatus = z.infer<typeof archiveStatusSchema>;

export const tagSchema = z.object({ id: z.string(), name: z.string() });

/** The other master of a merge, as both masters remember it (its title and ID as they were then). */
export const mergedMasterSchema = z.object({ master_id: z.string(), title: z.string(), unique_id: z.string() });

/**
 * Merging (seed 001 §1, §4, §5): the other master's sources replace this master's and its outputs
 * are made again, as a new revision. `merge_with` is the merge chosen and not yet done (stage
 * WAITING_MERGE while saved as a draft, MERGING while its sources are copied); `merged_from` is the
 * history of merges this master took in, `merged_into` where a master's sources went. Both
 * masters stay in the library with their own history.
 */
export const mergeFields = {
  merge_with: mergedMasterSchema.nullable(),
  merged_from: z.array(mergedMasterSchema.extend({ at: z.string(), revision: z.number() })),
  merged_into: mergedMasterSchema.extend({ at: z.string() }).nullable(),
};

/**
 * The field set a master has both where it is stored and where the API answers it: the slate, its
 * processing state and its QC report. The stored item (`@masterport/data`) extends it with its keys
 * and internal fields; the API's `masterSchema` extends it with the owner and links. A field added
 * here (or to the slate) reaches both.
 */
export const masterFields = z.object({
  id: z.string(),
  ...storedSlateFields.shape,
  house_code: z.string().nullable(),
  is_draft: z.boolean(),
  status: stageCodeSchema,
  qc_status: qcStatusSchema,
  is_running: z.boolean(),
  progress: z.number(),
  locked: z.boolean(),
  archived: z.boolean(),
  archive_status: archiveStatusSchema.nullable(),
  tags: z.array(tagSchema),
  tvb_number: z.string().nullable(),
  asc_number: z.string().nullable(),
  quality_control: z.array(qcItemSchema),
  loudness: z.number().nullable(),
  qc_acknowledged: z.boolean(),
  /** The output the player shows (a small MP4, or the radio MP3), once processing made it. */
  preview_output_key: z.string().nullable(),
  /** Set when a processing run failed: the stage it stopped at; `restart-workflow` starts over. */
  processing_error: z.object({ code: z.string(), step: z.string(), at: z.string() }).nullable(),
  created_on: z.string(),
  modified_on: z.string(),
  /** The public share key (128+ random bits) of the master's public pages. */
  hash_key: z.string(),
  /** What its public link offers beyond the viewing copy and captions (issue 28); absent: the safe default. */
  public_files: publicFilesSchema.nullable().optional(),
  /** What is said, recognised during processing for a master without captions (docs/transcripts.md); null: none made. */
  transcript: masterTranscriptSchema.nullable().default(null),
  ...mergeFields,
});
export type MasterFields = z.infer<typeof masterFields>;
