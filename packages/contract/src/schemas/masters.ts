import * as z from 'zod';
import { registryAnswerSchema } from '../masters/ad-code-registry.ts';
import { adCodeSystemSchema } from './ad-codes.ts';
import { masterFields, masterOutputFields, outputCategorySchema } from '../masters/master-fields.ts';
import { UNIQUE_ID_KINDS } from '../masters/master-types.ts';
import { transcriptLinksSchema } from '../masters/transcript.ts';
import { audioTypeSchema, masterTypeSchema, ratioSchema } from './master-types.ts';
import { qcStatusSchema } from '../masters/processing-stages.ts';
import {
  draftSlateFields,
  FIELDS_TO_CONFIRM,
  missingSlateIssues,
  slateFields,
  uniqueIdField,
} from '../masters/slate.ts';
import { createdOnField, idField, languageSchema, outputKeyField } from './fields.ts';
import { tagField } from './documents.ts';

export const MASTER_MODES = [
  'new_master',
  'draft',
  'edit_master',
  'back_from_confirm_slate',
  'merge_master',
  'draft_merge',
] as const;
/** The modes that merge another master into this one (`merge_master_id`): now, or saved to confirm later. */
export const MERGE_MODES = ['merge_master', 'draft_merge'] as const;
export type MergeMode = (typeof MERGE_MODES)[number];

/** The modes that confirm the slate: every slate field is required, as a draft needs only its title. */
export const CONFIRMING_MODES = ['new_master', 'edit_master', ...MERGE_MODES] as const;

/**
 * A body's slate judged by its mode: a confirming mode adds each field a draft may leave out. Judged
 * even when other fields fail (as long as the body is an object), so every faulty field is named.
 */
const requireSlateToConfirm = z.superRefine<
  { mode?: string } & Partial<Record<(typeof FIELDS_TO_CONFIRM)[number], unknown>>
>(
  (body, context) => {
    if (!(CONFIRMING_MODES as readonly (string | undefined)[]).includes(body.mode)) return;
    for (const issue of missingSlateIssues(body))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  },
  { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
);

export const createMasterBody = draftSlateFields
  .extend({ mode: z.enum(['new_master', 'draft'], { error: 'one_of' }) })
  .check(requireSlateToConfirm);
export const saveMasterBody = draftSlateFields
  .extend({
    master_id: idField(),
    mode: z.enum(['draft', 'edit_master', 'back_from_confirm_slate', ...MERGE_MODES], { error: 'one_of' }),
    /** With a merge mode: the master whose sources this one takes. */
    merge_master_id: idField().optional(),
  })
  .check(requireSlateToConfirm)
  .superRefine((body, context) => {
    const merging = (MERGE_MODES as readonly string[]).includes(body.mode);
    if (merging && !body.merge_master_id)
      context.addIssue({ code: 'custom', path: ['merge_master_id'], message: 'required' });
    if (!merging && body.merge_master_id) context.addIssue({ code: 'custom', path: ['mode'], message: 'one_of' });
  });
export const masterIdBody = z.strictObject({ master_id: idField() });

export const validateUniqueIdBody = z.strictObject({
  unique_id: uniqueIdField(),
  master_id: idField().optional(),
  /** The slate's code system; absent or null: the account's. */
  code_system: adCodeSystemSchema.nullable().optional(),
  /**
   * The slate's fields as typed so far, compared with the Ad-ID registry's facts when the code follows
   * Ad-ID (docs/ad-codes.md); each judged as on the slate, a blank one left out.
   */
  slate: slateFields.pick({ announcer: true, product: true, title: true, duration: true }).partial().optional(),
});
export const validateUniqueIdResponse = z.object({
  success: z.literal(true),
  unique_id: z.string(),
  kind: z.enum(UNIQUE_ID_KINDS),
  /** What the Ad-ID registry says of the code, and how the slate differs from it: warnings, never a refusal. */
  registry: registryAnswerSchema,
});

const optionSchema = z.object({ value: z.string(), label: z.object({ en: z.string(), fr: z.string() }) });
export const optionsResponse = z.object({ success: z.literal(true), options_list: z.array(optionSchema) });
export const languagesOptionsQuery = z.strictObject({ master_type: masterTypeSchema.optional() });

/** A master as the API answers it: the shared field set, its owner, the studio that made it, its outputs and thumbnail link. */
export const masterSchema = masterFields.extend({
  owner: z.object({ id: z.string(), name: z.string() }),
  partner_studio: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Null for a draft saved without its unique ID. */
  unique_id_kind: z.enum(UNIQUE_ID_KINDS).nullable(),
  /** Outputs made so far, by key (OUTPUTS.md), with their technical metadata. */
  outputs: z.array(masterOutputFields),
  /** The chosen thumbnail, a short-lived link (set thumbnail), or null before processing made candidates. */
  thumbnail_url: z.string().nullable(),
  /** The CEA-608 captions embedded in MP41080_DTV, as WebVTT for the player: a short-lived link, or null when the run made no DTV file. */
  preview_cc608_url: z.string().nullable(),
  /** The transcript's words and draft captions, short-lived links, once a transcript is made (docs/transcripts.md). */
  transcript_links: transcriptLinksSchema.nullable(),
});
export type Master = z.infer<typeof masterSchema>;

export const masterResponse = z.object({ success: z.literal(true), master: masterSchema });
export const createMasterResponse = z.object({ success: z.literal(true), master_id: z.string(), master: masterSchema });

export const masterListFilters = z.strictObject({
  filter_by_start_date: z.iso.date({ error: 'date' }).optional(),
  filter_by_end_date: z.iso.date({ error: 'date' }).optional(),
  filter_by_audio: audioTypeSchema.optional(),
  filter_by_type: masterTypeSchema.optional(),
  filter_by_ratio: ratioSchema.optional(),
  filter_by_language: languageSchema.optional(),
  filter_search_query: z.string().trim().max(63, { error: 'max_63' }).optional(),
  filter_by_tag: z.string().max(50).optional(),
  /** A partner studio's list: its own masters (default), or those it made for the accounts it works for. */
  filter_by_owner: z.enum(['own', 'clients'], { error: 'one_of' }).optional(),
});
export const pageQuery = z.strictObject({
  page: z.coerce.number({ error: 'digits' }).int().min(1).max(10_000).default(1),
});
/**
 * The masters list's page, and for "Load more" the master the previous page ended with (its
 * `created_on` and `id`, both or neither): the page starts right after it, with nothing remembered
 * on the server (docs/data-model.md, "Page numbers over cursors").
 */
export const masterListQuery = pageQuery
  .extend({ after_created_on: createdOnField().optional(), after_id: idField().optional() })
  .refine((query) => !query.after_created_on === !query.after_id, {
    error: 'required',
    path: ['after_id'],
  });
export const masterListResponse = z.object({
  success: z.literal(true),
  masters_list: z.array(masterSchema),
  page: z.number(),
  has_more: z.boolean(),
});

export const updateStatusBody = z.strictObject({
  master_files_ids: z.array(idField()).min(1, { error: 'required' }).max(100),
});
export const masterStatusSchema = masterSchema.pick({
  id: true,
  status: true,
  qc_status: true,
  is_running: true,
  progress: true,
  locked: true,
  archived: true,
  archive_status: true,
});
export const updateStatusResponse = z.object({ success: z.literal(true), mastersStatus: z.array(masterStatusSchema) });

export const outputKeyBody = z.strictObject({ master_id: idField(), output_key: outputKeyField() });
export const sourcesListResponse = z.object({
  success: z.literal(true),
  sources_list: z.array(
    z.object({
      asset: z.string(),
      filename: z.string(),
      size: z.number(),
      status: z.enum(['uploading', 'uploaded']),
      uploaded_on: z.string().nullable(),
    }),
  ),
});
export const downloadUrlResponse = z.object({
  success: z.literal(true),
  download_url: z.string(),
  filename: z.string(),
});
export const qualityControlResponse = z.object({
  success: z.literal(true),
  quality_control: z.object({
    qc_status: qcStatusSchema,
    loudness: z.number().nullable(),
    items: masterSchema.shape.quality_control,
  }),
});

export const thumbnailsQuery = z.strictObject({ id: idField() });
export const thumbnailsResponse = z.object({
  success: z.literal(true),
  thumbnails_list: z.array(z.object({ id: z.string(), url: z.string(), at: z.number(), selected: z.boolean() })),
});
export const saveThumbnailBody = z.strictObject({
  master_id: idField(),
  thumbnail_id: z.string().regex(/^\d{1,2}$/, { error: 'one_of' }),
});
export const previewSlateResponse = z.object({
  success: z.literal(true),
  image: z.string().startsWith('data:image/png;base64,'),
  width: z.number(),
  height: z.number(),
});

/** Ours: "Download all" and a category's download, one zip prepared in the background. */
export const prepareDownloadBody = z.strictObject({ master_id: idField(), category: outputCategorySchema.optional() });
export const archiveSchema = z.object({
  id: z.string(),
  status: z.enum(['preparing', 'ready', 'failed']),
  filename: z.string(),
  file_count: z.number(),
  /** Of the files it bundles (what the zip will weigh, near enough) until ready, then of the zip. */
  size: z.number(),
  /** Ready only: a short-lived link that saves the zip. */
  download_url: z.string().nullable(),
});
export const archiveResponse = z.object({ success: z.literal(true), archive: archiveSchema });

/** Tags (seed 001 §3): letters and digits, once per master; the same rule as documents' tags. */
export const addMasterTagBody = z.strictObject({ master_id: idField(), tag: tagField() });
export const deleteMasterTagBody = z.strictObject({ master_id: idField(), tag_id: idField() });
export const searchTagsBody = z.strictObject({ query: z.string().trim().max(30, { error: 'max_30' }).default('') });
export const accountTagSchema = z.object({ id: z.string(), name: z.string(), count: z.number() });
export const searchTagsResponse = z.object({ success: z.literal(true), tags_list: z.array(accountTagSchema) });
/** The tags view: a page of the account's tags, each with its newest masters. */
export const tagsListResponse = z.object({
  success: z.literal(true),
  tags_list: z.array(accountTagSchema.extend({ masters: z.array(masterSchema) })),
  page: z.number(),
  has_more: z.boolean(),
});

/** The longest clearance number (the pattern's bound, which the SPA's inputs take too). */
export const CLEARANCE_NUMBER_MAX = 20;
/** TVB and ASC (TC) clearance numbers (seed 001 §3): letters, digits and dashes; empty clears. */
export const clearanceNumberField = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9-]{0,${CLEARANCE_NUMBER_MAX}}$`), { error: 'clearance_format' });
export const saveTvbNumberBody = z.strictObject({ master_id: idField(), tvb_number: clearanceNumberField() });
export const saveAscNumberBody = z.strictObject({ master_id: idField(), asc_number: clearanceNumberField() });

/** The master page's playlists tab: answered empty until playlists exist (issue 15). */
export const masterPlaylistsBody = z.strictObject({ master_id: idField() });
export const masterPlaylistsResponse = z.object({
  success: z.literal(true),
  playlists_list: z.array(
    z.object({ id: z.string(), name: z.string(), created_on: z.string(), masters_count: z.number() }),
  ),
  page: z.number(),
  has_more: z.boolean(),
});

/** The quick search (seed 001 §1): by title, IDs, advertiser, agency, product, tags, and what is said in the spot. */
export const searchMastersBody = z.strictObject({
  query: z.string().trim().min(2, { error: 'min_2' }).max(63, { error: 'max_63' }),
});
export const SEARCH_MATCH_FIELDS = ['title', 'unique_id', 'announcer', 'agency', 'product', 'tag', 'spoken'] as const;
export const searchMastersResponse = z.object({
  success: z.literal(true),
  masters_list: z.array(
    z.object({
      master: masterSchema,
      /** Where the words were found; a spoken line with its time in seconds, so the player can start there. */
      matches: z.array(z.object({ field: z.enum(SEARCH_MATCH_FIELDS), text: z.string(), at: z.number().nullable() })),
    }),
  ),
});
