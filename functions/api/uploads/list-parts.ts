import { uploadRoutes } from '@masterport/contract';
import { listUploadedParts } from '@masterport/core/uploads';
import { handle } from '#lib/route-handler.ts';

export default handle(uploadRoutes.listParts, async ({ auth, body }) => ({
  parts: await listUploadedParts(auth, {
    masterId: body.master_id,
    asset: body.asset,
    uploadId: body.upload_id,
    key: body.key,
  }),
}));
