import * as z from 'zod';
import { uploadAssetSchema } from '../masters/master-assets.ts';
import { contentTypeField, fileNameField, idField } from './fields.ts';

/** DESIGN.md §4 limits: 30 GB for media, 100 MB for captions. */
export const MEDIA_MAX_BYTES = 30 * 1024 ** 3;
export const CAPTIONS_MAX_BYTES = 100 * 1024 ** 2;

const uploadRef = {
  master_id: idField(),
  asset: uploadAssetSchema,
  upload_id: z.string().min(1).max(1024),
  key: z.string().min(1).max(1024),
};

export const createMultipartBody = z.strictObject({
  master_id: idField(),
  asset: uploadAssetSchema,
  filename: fileNameField(255),
  size: z.number().int().positive({ error: 'required' }),
  content_type: contentTypeField().optional(),
});
export const createMultipartResponse = z.object({ success: z.literal(true), upload_id: z.string(), key: z.string() });

export const signPartsBody = z.strictObject({
  ...uploadRef,
  part_numbers: z.array(z.number().int().min(1).max(10_000)).min(1).max(100),
});
export const signPartsResponse = z.object({ success: z.literal(true), urls: z.record(z.string(), z.string()) });

export const listPartsBody = z.strictObject(uploadRef);
const partSchema = z.object({ PartNumber: z.number(), ETag: z.string(), Size: z.number() });
export const listPartsResponse = z.object({ success: z.literal(true), parts: z.array(partSchema) });

export const completeMultipartBody = z.strictObject({
  ...uploadRef,
  parts: z
    .array(z.strictObject({ PartNumber: z.number().int().min(1).max(10_000), ETag: z.string().min(1).max(256) }))
    .min(1)
    .max(10_000),
});
export const sourceSchema = z.object({
  asset: uploadAssetSchema,
  filename: z.string(),
  size: z.number(),
  status: z.enum(['uploading', 'uploaded']),
  uploaded_on: z.string().nullable(),
});
export const completeMultipartResponse = z.object({
  success: z.literal(true),
  source: sourceSchema,
  all_uploaded: z.boolean(),
});

export const abortMultipartBody = z.strictObject(uploadRef);
