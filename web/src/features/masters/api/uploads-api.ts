import { uploadRoutes } from '@masterport/contract';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** The multipart calls (ours, docs/api.md): the browser sends the parts straight to S3. */
export const createMultipartUpload = (body: RouteBody<typeof uploadRoutes.createMultipart>, signal?: AbortSignal) =>
  callApi(uploadRoutes.createMultipart, body, { signal });

export const signUploadParts = (body: RouteBody<typeof uploadRoutes.signParts>, signal?: AbortSignal) =>
  callApi(uploadRoutes.signParts, body, { signal });

/** Only reads: tried again like a GET, so a resume survives a blip. */
export const listUploadParts = (body: RouteBody<typeof uploadRoutes.listParts>, signal?: AbortSignal) =>
  callApi(uploadRoutes.listParts, body, { signal, read: true });

export const completeMultipartUpload = (body: RouteBody<typeof uploadRoutes.completeMultipart>, signal?: AbortSignal) =>
  callApi(uploadRoutes.completeMultipart, body, { signal });

export const abortMultipartUpload = (body: RouteBody<typeof uploadRoutes.abortMultipart>) => callApi(uploadRoutes.abortMultipart, body);
