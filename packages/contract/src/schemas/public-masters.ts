import * as z from 'zod';
import { masterOutputFields } from '../masters/master-fields.ts';
import { qcStatusSchema, stageCodeSchema } from '../masters/processing-stages.ts';
import { masterTypeSchema } from './master-types.ts';
import { publicFilesSchema } from '../masters/public-files.ts';
import { createdOnField, idField, outputKeyField, tokenField } from './fields.ts';
import { publicOwnerSchema } from './public-owner.ts';

/**
 * A master as its public page shows it (`/m/{created_on}/{hash_key}`, seed 001 §2): the slate a
 * viewer reads, the owner's name, the picture and the preview, never an id of the account or of
 * anything else in it. A draft's slate fields not filled in yet are null.
 */
export const publicMasterSchema = z.object({
  title: z.string(),
  unique_id: z.string().nullable(),
  master_type: masterTypeSchema.nullable(),
  duration: z.number().nullable(),
  language: z.string().nullable(),
  ratio: z.string().nullable(),
  audio_type: z.string().nullable(),
  announcer: z.string().nullable(),
  agency: z.string().nullable(),
  product: z.string().nullable(),
  owner: publicOwnerSchema,
  thumbnail_url: z.string().nullable(),
  /** The small MP4 (or the radio MP3) the page plays, and its WebVTT captions. */
  preview: z
    .object({ url: z.string(), kind: z.enum(['video', 'audio']), captions_url: z.string().nullable() })
    .nullable(),
  status: stageCodeSchema,
  qc_status: qcStatusSchema,
  is_running: z.boolean(),
  archived: z.boolean(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type PublicMaster = z.infer<typeof publicMasterSchema>;
export const publicMasterResponse = z.object({ success: z.literal(true), master: publicMasterSchema });

export const publicOutputSchema = masterOutputFields;
export const publicOutputsResponse = z.object({ success: z.literal(true), outputs: z.array(publicOutputSchema) });
export const publicDownloadResponse = z.object({
  success: z.literal(true),
  download_url: z.string(),
  filename: z.string(),
});
export const publicModificationsResponse = z.object({
  success: z.literal(true),
  modified_on: z.string(),
  is_running: z.boolean(),
  status: stageCodeSchema,
});

/** `update-missing-output`: which of the outputs a page waits for exist now (it starts nothing: a visitor never spends the owner's processing). */
export const missingOutputsBody = z.strictObject({
  output_keys: z.array(outputKeyField()).min(1, { error: 'required' }).max(60, { error: 'too_many' }),
});
export const missingOutputsResponse = z.object({
  success: z.literal(true),
  outputs: z.array(publicOutputSchema),
  pending: z.array(z.string()),
  is_running: z.boolean(),
});

/** `update-status`: the state of the shared masters a public page shows (a playlist), by their links; unknown links are left out. */
export const publicStatusBody = z.strictObject({
  master_files: z
    .array(z.strictObject({ created_on: createdOnField(), hash_key: tokenField() }))
    .min(1, { error: 'required' })
    .max(100, { error: 'too_many' }),
});
export const publicStatusResponse = z.object({
  success: z.literal(true),
  mastersStatus: z.array(
    z.object({
      created_on: z.string(),
      hash_key: z.string(),
      status: stageCodeSchema,
      qc_status: qcStatusSchema,
      is_running: z.boolean(),
      progress: z.number(),
      archived: z.boolean(),
    }),
  ),
});

/** Ours, `save-public-files`: the owner turns the broadcast files on (until a date, if given) or off for the master's public link. */
export const savePublicFilesBody = z.strictObject({
  master_id: idField(),
  broadcast: z.boolean({ error: 'one_of' }),
  until: z.iso.datetime({ offset: true, error: 'date' }).nullable(),
});
export const publicFilesResponse = z.object({ success: z.literal(true), public_files: publicFilesSchema });

/** Ours: the owner makes a new public link; the old one stops working at once. */
export const renewPublicLinkResponse = z.object({
  success: z.literal(true),
  created_on: z.string(),
  hash_key: z.string(),
});
