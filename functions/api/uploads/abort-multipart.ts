import { uploadRoutes } from '@masterport/contract';
import { abortUpload } from '@masterport/core/uploads';
import { handle } from '#lib/route-handler.ts';

export default handle(uploadRoutes.abortMultipart, async ({ auth, body }) => {
  await abortUpload(auth, { masterId: body.master_id, asset: body.asset, uploadId: body.upload_id, key: body.key });
  return {};
});
