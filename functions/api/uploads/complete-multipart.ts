import { uploadRoutes } from '@masterport/contract';
import { completeUpload } from '@masterport/core/uploads';
import { handle } from '#lib/route-handler.ts';

export default handle(uploadRoutes.completeMultipart, async ({ auth, body }) => {
  const { source, allUploaded } = await completeUpload(auth, {
    masterId: body.master_id,
    asset: body.asset,
    uploadId: body.upload_id,
    key: body.key,
    parts: body.parts,
  });
  return { source, all_uploaded: allUploaded };
});
