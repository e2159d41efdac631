import { pendingRoutes } from './pending.ts';

/**
 * Ours: the multipart upload calls that the seeds' upload tab needs but does not list
 * (docs/api.md "Upload calls"). The browser PUTs parts straight to S3 with presigned URLs.
 */
export const uploadRoutes = pendingRoutes('uploads', 'user', 'ours', `
POST user/uploads/create-multipart masters_creation
POST user/uploads/sign-parts masters_creation
POST user/uploads/list-parts masters_creation
POST user/uploads/complete-multipart masters_creation
POST user/uploads/abort-multipart masters_creation
`);
