import { uploadRoutes } from '@masterport/contract';
import { startUpload } from '@masterport/core/uploads';
import { handle } from '#lib/route-handler.ts';

export default handle(uploadRoutes.createMultipart, async ({ auth, body }) =>
  startUpload(auth, {
    masterId: body.master_id,
    asset: body.asset,
    filename: body.filename,
    size: body.size,
    contentType: body.content_type,
  }),
);
