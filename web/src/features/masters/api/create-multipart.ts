import { uploadRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `user/uploads/create-multipart`: starts one asset's multipart upload; the browser sends the parts straight to S3 (docs/api.md). */
export const createMultipartUpload = (body: RouteBody<typeof uploadRoutes.createMultipart>, signal?: AbortSignal) =>
  callApi(uploadRoutes.createMultipart, body, { signal });
