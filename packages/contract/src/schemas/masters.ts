import { z } from 'zod';
import { idField, languageSchema, optionalString, requiredString } from './fields.ts';

/** Seed 001 §3: the base types and their `_Ad`/`_FULL` variants, which carry the same rules. */
export const MASTER_TYPES = [
  'PUB_TV_WEB', 'PUB_TV_WEB_Ad', 'PUB_TV_WEB_FULL', 'PUB_WEB', 'PUB_WEB_Ad', 'PUB_WEB_FULL',
  'PUB_RADIO', 'PUB_RADIO_Ad', 'PUB_RADIO_FULL',
] as const;
export const masterTypeSchema = z.enum(MASTER_TYPES, { error: 'one_of' });
export type MasterType = z.infer<typeof masterTypeSchema>;
export type BaseMasterType = 'PUB_TV_WEB' | 'PUB_WEB' | 'PUB_RADIO';
export const baseMasterType = (type: MasterType): BaseMasterType =>
  type.startsWith('PUB_TV_WEB') ? 'PUB_TV_WEB' : type.startsWith('PUB_WEB') ? 'PUB_WEB' : 'PUB_RADIO';

export const RATIOS = ['16:9', '1:1', '2:3', '4:5', '9:16'] as const;
export const ratioSchema = z.enum(RATIOS, { error: 'one_of' });
export const AUDIO_TYPES = ['2trks', '8trks'] as const;
export const audioTypeSchema = z.enum(AUDIO_TYPES, { error: 'one_of' });

/** Processing stage codes (seed 001 §4). */
export const STAGE_CODES = [
  'CREATED', 'UPLOADED', 'SOURCES_COPY', 'QUALITY_CONTROL', 'CC_CONVERSION', 'LOUDNESS_ADJUSTMENTS', 'FIX_LOUDNESS',
  'ADJUSTING_AUDIO_LOUDNESS', 'MXF_STANDARD', 'MXF_SLATED', 'CUSTOM_FILES', 'RADIO_MASTERS', 'WEB_OPTIMIZED_VERSIONS',
  'CREATING_PREVIEW', 'MERGING', 'WAITING_MERGE', 'WAITING_CAPTIONS', 'COMPLETED',
] as const;
export const stageCodeSchema = z.enum(STAGE_CODES);
export const QC_STATUSES = ['WAITING', 'PASSED', 'WARNING', 'REJECTED', 'SOURCE_INTEGRATED_LOUDNESS_REJECTED', 'WAITING_CAPTIONS'] as const;
export const qcStatusSchema = z.enum(QC_STATUSES);

/** Longest TV spot with every feature (video-level analysis and some checks stop beyond it). */
export const TV_FULL_FEATURE_MAX_SECONDS = 120;
export const MAX_MASTER_SECONDS = 3600;

/**
 * The unique ID (Ad-ID, ISCI or a house ID): normalised to upper case without spaces, 4 to 20
 * letters and digits (OUTPUTS.md decision 11).
 */
export const uniqueIdField = () =>
  z.string({ error: 'required' }).transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, { error: 'required' }).regex(/^[A-Z0-9]{4,20}$/, { error: 'unique_id_format' }));

export const captionsFilenameField = () =>
  z.string().trim().max(255, { error: 'max_255' }).regex(/\.(scc|srt)$/i, { error: 'captions_extension' });

/** The slate: what the create/edit modal sends (seed 001 §3 "Master being created"). */
export const slateFields = z.strictObject({
  master_type: masterTypeSchema,
  title: requiredString(63),
  unique_id: uniqueIdField(),
  duration: z.number({ error: 'required' }).int({ error: 'digits' }).min(1, { error: 'min_1' }).max(MAX_MASTER_SECONDS, { error: `max_${MAX_MASTER_SECONDS}` }),
  language: languageSchema,
  ratio: ratioSchema,
  audio_type: audioTypeSchema,
  announcer: requiredString(50),
  agency: requiredString(50),
  product: requiredString(50),
  captions_filename: captionsFilenameField().optional(),
  source_filename: optionalString(255),
  use_video_audio: z.boolean().optional(),
  test_brng: z.boolean().optional(),
  partner_studio_id: idField().optional(),
});
export type SlateFields = z.infer<typeof slateFields>;

export const MASTER_MODES = ['new_master', 'draft', 'edit_master', 'back_from_confirm_slate'] as const;

export const createMasterBody = slateFields.extend({ mode: z.enum(['new_master', 'draft'], { error: 'one_of' }) });
export const saveMasterBody = slateFields.extend({ master_id: idField(), mode: z.enum(['draft', 'edit_master', 'back_from_confirm_slate'], { error: 'one_of' }) });
export const masterIdBody = z.strictObject({ master_id: idField() });

export const validateUniqueIdBody = z.strictObject({ unique_id: uniqueIdField(), master_id: idField().optional() });
export const validateUniqueIdResponse = z.object({ success: z.literal(true), unique_id: z.string(), kind: z.enum(['ad_id', 'isci', 'house']) });

const optionSchema = z.object({ value: z.string(), label: z.object({ en: z.string(), fr: z.string() }) });
export const optionsResponse = z.object({ success: z.literal(true), options_list: z.array(optionSchema) });
export const languagesOptionsQuery = z.strictObject({ master_type: masterTypeSchema.optional() });

export const masterSchema = z.object({
  id: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  partner_studio: z.object({ id: z.string(), name: z.string() }).nullable(),
  master_type: masterTypeSchema,
  title: z.string(),
  unique_id: z.string(),
  unique_id_kind: z.enum(['ad_id', 'isci', 'house']),
  duration: z.number(),
  language: languageSchema,
  ratio: ratioSchema,
  audio_type: audioTypeSchema,
  announcer: z.string(),
  agency: z.string(),
  product: z.string(),
  house_code: z.string().nullable(),
  captions_filename: z.string().nullable(),
  source_filename: z.string().nullable(),
  use_video_audio: z.boolean(),
  /** TV: measure the picture's video levels in QC (seed `test_brng`; only up to TV_FULL_FEATURE_MAX_SECONDS). */
  test_brng: z.boolean(),
  is_draft: z.boolean(),
  status: stageCodeSchema,
  qc_status: qcStatusSchema,
  is_running: z.boolean(),
  progress: z.number(),
  locked: z.boolean(),
  archived: z.boolean(),
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
  tvb_number: z.string().nullable(),
  asc_number: z.string().nullable(),
  /** Outputs made so far, by key (OUTPUTS.md), with their technical metadata. */
  outputs: z.array(z.object({
    output_key: z.string(), category: z.string(), filename: z.string(), size: z.number(), created_on: z.string(),
    metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  })),
  /** The QC report: every check, not just the first failure. */
  quality_control: z.array(z.object({
    check: z.string(), status: z.enum(['passed', 'warning', 'rejected']), measured: z.string().nullable(), expected: z.string().nullable(),
    code: z.string().nullable(), message: z.object({ en: z.string(), fr: z.string() }),
  })),
  loudness: z.number().nullable(),
  qc_acknowledged: z.boolean(),
  /** The output the player shows (a small MP4, or the radio MP3), once processing made it. */
  preview_output_key: z.string().nullable(),
  /** The chosen thumbnail, a short-lived link (set thumbnail), or null before processing made candidates. */
  thumbnail_url: z.string().nullable(),
  /** Set when a processing run failed: the stage it stopped at; `restart-workflow` starts over. */
  processing_error: z.object({ code: z.string(), step: z.string(), at: z.string() }).nullable(),
  created_on: z.string(),
  modified_on: z.string(),
  hash_key: z.string(),
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
export const pageQuery = z.strictObject({ page: z.coerce.number({ error: 'digits' }).int().min(1).max(10_000).default(1) });
export const masterListResponse = z.object({
  success: z.literal(true),
  masters_list: z.array(masterSchema),
  page: z.number(),
  has_more: z.boolean(),
});

export const updateStatusBody = z.strictObject({ master_files_ids: z.array(idField()).min(1, { error: 'required' }).max(100) });
export const masterStatusSchema = masterSchema.pick({ id: true, status: true, qc_status: true, is_running: true, progress: true, locked: true, archived: true });
export const updateStatusResponse = z.object({ success: z.literal(true), mastersStatus: z.array(masterStatusSchema) });

export const outputKeyBody = z.strictObject({ master_id: idField(), output_key: z.string().regex(/^[A-Z0-9_]{2,40}$/, { error: 'one_of' }) });
export const sourcesListResponse = z.object({
  success: z.literal(true),
  sources_list: z.array(z.object({ asset: z.string(), filename: z.string(), size: z.number(), status: z.enum(['uploading', 'uploaded']), uploaded_on: z.string().nullable() })),
});
export const downloadUrlResponse = z.object({ success: z.literal(true), download_url: z.string(), filename: z.string() });
export const qualityControlResponse = z.object({ success: z.literal(true), quality_control: z.object({ qc_status: qcStatusSchema, loudness: z.number().nullable(), items: masterSchema.shape.quality_control }) });

export const thumbnailsQuery = z.strictObject({ id: idField() });
export const thumbnailsResponse = z.object({
  success: z.literal(true),
  thumbnails_list: z.array(z.object({ id: z.string(), url: z.string(), at: z.number(), selected: z.boolean() })),
});
export const saveThumbnailBody = z.strictObject({ master_id: idField(), thumbnail_id: z.string().regex(/^\d{1,2}$/, { error: 'one_of' }) });
export const previewSlateResponse = z.object({ success: z.literal(true), image: z.string().startsWith('data:image/png;base64,'), width: z.number(), height: z.number() });
