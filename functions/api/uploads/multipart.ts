import { uploadRoutes as routes } from '@masterport/contract';
import { abortUpload, completeUpload, listUploadedParts, signUploadParts, startUpload } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const createMultipart = handle(routes.createMultipart, async ({ auth, body }) => ({
  body: { success: true as const, ...(await startUpload(auth, { masterId: body.master_id, asset: body.asset, filename: body.filename, size: body.size, contentType: body.content_type })) },
}));

export const signParts = handle(routes.signParts, async ({ auth, body }) => ({
  body: { success: true as const, urls: await signUploadParts(auth, { masterId: body.master_id, asset: body.asset, uploadId: body.upload_id, key: body.key, partNumbers: body.part_numbers }) },
}));

export const listParts = handle(routes.listParts, async ({ auth, body }) => ({
  body: { success: true as const, parts: await listUploadedParts(auth, { masterId: body.master_id, asset: body.asset, uploadId: body.upload_id, key: body.key }) },
}));

export const completeMultipart = handle(routes.completeMultipart, async ({ auth, body }) => {
  const { source, allUploaded } = await completeUpload(auth, { masterId: body.master_id, asset: body.asset, uploadId: body.upload_id, key: body.key, parts: body.parts });
  return { body: { success: true as const, source, all_uploaded: allUploaded } };
});

export const abortMultipart = handle(routes.abortMultipart, async ({ auth, body }) => {
  await abortUpload(auth, { masterId: body.master_id, asset: body.asset, uploadId: body.upload_id, key: body.key });
  return { body: { success: true as const } };
});
