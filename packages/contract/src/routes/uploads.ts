import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/uploads.ts';
import { uploadRouteFacts } from '../route-facts/uploads.ts';

/**
 * Ours: the multipart upload calls the seeds' upload tab needs but does not list (docs/api.md).
 * The browser PUTs parts straight to S3 with presigned URLs; the API checks limits and ownership.
 */
export const uploadRoutes = {
  createMultipart: defineRoute({
    ...uploadRouteFacts.createMultipart,
    body: s.createMultipartBody,
    response: s.createMultipartResponse,
  }),
  signParts: defineRoute({
    ...uploadRouteFacts.signParts,
    body: s.signPartsBody,
    response: s.signPartsResponse,
  }),
  listParts: defineRoute({
    ...uploadRouteFacts.listParts,
    body: s.listPartsBody,
    response: s.listPartsResponse,
  }),
  completeMultipart: defineRoute({
    ...uploadRouteFacts.completeMultipart,
    body: s.completeMultipartBody,
    response: s.completeMultipartResponse,
  }),
  abortMultipart: defineRoute({
    ...uploadRouteFacts.abortMultipart,
    body: s.abortMultipartBody,
    response: z.object({ success: z.literal(true) }),
  }),
};
