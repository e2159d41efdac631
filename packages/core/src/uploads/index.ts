// The uploads area: multipart uploads of a master's sources straight to S3 with presigned parts.
export * from './upload-service.ts';
export { newSourceKey } from '../storage-keys.ts';
