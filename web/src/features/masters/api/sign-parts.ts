import { uploadRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `user/uploads/sign-parts`: presigned URLs for the next parts. */
export const signUploadParts = (body: RouteBody<typeof uploadRoutes.signParts>, signal?: AbortSignal) =>
  callApi(uploadRoutes.signParts, body, { signal });
