import * as z from 'zod';
import { defineRoute } from '../route.ts';
import * as s from '../schemas/uploads.ts';

const uploads = { access: 'user', area: 'uploads', source: 'ours', permissions: ['masters_creation'] } as const;

/**
 * Ours: the multipart upload calls the seeds' upload tab needs but does not list (docs/api.md).
 * The browser PUTs parts straight to S3 with presigned URLs; the API checks limits and ownership.
 */
export const uploadRoutes = {
  createMultipart: defineRoute({
    ...uploads,
    method: 'POST',
    path: 'user/uploads/create-multipart',
    // New sources make a master or a revision once processed.
    bills: true,
    body: s.createMultipartBody,
    response: s.createMultipartResponse,
  }),
  signParts: defineRoute({
    ...uploads,
    method: 'POST',
    path: 'user/uploads/sign-parts',
    body: s.signPartsBody,
    response: s.signPartsResponse,
  }),
  listParts: defineRoute({
    ...uploads,
    method: 'POST',
    path: 'user/uploads/list-parts',
    body: s.listPartsBody,
    response: s.listPartsResponse,
  }),
  completeMultipart: defineRoute({
    ...uploads,
    method: 'POST',
    path: 'user/uploads/complete-multipart',
    body: s.completeMultipartBody,
    response: s.completeMultipartResponse,
  }),
  abortMultipart: defineRoute({
    ...uploads,
    method: 'POST',
    path: 'user/uploads/abort-multipart',
    body: s.abortMultipartBody,
    response: z.object({ success: z.literal(true) }),
  }),
};
