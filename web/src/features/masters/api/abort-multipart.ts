import { uploadRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `user/uploads/abort-multipart`: S3 drops the parts of an upload the user cancelled. */
export const abortMultipartUpload = (body: RouteBody<typeof uploadRoutes.abortMultipart>) =>
  callApi(uploadRoutes.abortMultipart, body);
