import { uploadRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `user/uploads/complete-multipart`: S3 joins the parts; the API records the source. */
export const completeMultipartUpload = (body: RouteBody<typeof uploadRoutes.completeMultipart>, signal?: AbortSignal) =>
  callApi(uploadRoutes.completeMultipart, body, { signal });
