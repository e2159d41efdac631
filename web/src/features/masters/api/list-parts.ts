import { uploadRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `user/uploads/list-parts`: the parts S3 already has. Only reads: tried again like a GET, so a resume survives a blip. */
export const listUploadParts = (body: RouteBody<typeof uploadRoutes.listParts>, signal?: AbortSignal) =>
  callApi(uploadRoutes.listParts, body, { signal, read: true });
