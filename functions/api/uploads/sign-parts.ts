import { uploadRoutes } from '@masterport/contract';
import { signUploadParts } from '@masterport/core/uploads';
import { handle } from '#lib/route-handler.ts';

export default handle(uploadRoutes.signParts, async ({ auth, body }) => ({
  urls: await signUploadParts(auth, {
    masterId: body.master_id,
    asset: body.asset,
    uploadId: body.upload_id,
    key: body.key,
    partNumbers: body.part_numbers,
  }),
}));
